import { headerKey, type SheetCell, type SheetRecord } from "./import-cells";

// The columns a certificate type's import understands, each under every header it may have: our
// own export's ('Certificate Number') and the spec's field names ('CertNum'), compared by
// headerKey. A type states its columns once; this answers which column a header is and reads a
// column's cell.

export type ImportColumns<Column extends string> = Readonly<Partial<Record<Column, readonly string[]>>>;

export function importColumnReader<Column extends string>(columns: ImportColumns<Column>) {
  const keysOf = new Map<Column, string[]>(
    (Object.entries(columns) as [Column, readonly string[]][]).map(([column, names]) => [
      column,
      names.map(headerKey),
    ]),
  );
  const columnOfKey = new Map<string, Column>(
    [...keysOf].flatMap(([column, keys]) => keys.map((key) => [key, column] as const)),
  );
  return {
    columnOf: (header: string): Column | undefined => columnOfKey.get(headerKey(header)),
    // The cell of a column under whichever of its names the sheet used (the first with a value).
    cell(record: SheetRecord, column: Column): SheetCell {
      for (const key of keysOf.get(column) ?? []) {
        const cell = record[key];
        if (cell !== null && cell !== undefined) return cell;
      }
      return null;
    },
    // Whether the sheet names at least one of these columns (without one nothing can be imported).
    namesAnyOf(headers: readonly string[], wanted: readonly Column[]): boolean {
      return headers.some((header) => {
        const column = columnOfKey.get(headerKey(header));
        return column !== undefined && wanted.includes(column);
      });
    },
  };
}
