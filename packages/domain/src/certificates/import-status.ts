// What becomes of an imported row of any certificate type: 'ready' rows pass the form's checks;
// 'incomplete' rows are saved anyway and shown in red until someone completes them (spec 000
// §8); 'rejected' rows cannot be saved at all and are left out, each with its reasons.

export const importRowStatuses = ["ready", "incomplete", "rejected"] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export type CheckedImportRow<Values> =
  | { status: "ready" | "incomplete"; reasons: string[]; values: Values }
  | { status: "rejected"; reasons: string[]; values: null };

// One spreadsheet row mapped to what the type's form would send. Client and customer come back
// as names: only the server knows which companies exist.
export type MappedImportRow<Input, Summary> = {
  input: Input;
  clientName: string;
  customerName: string;
  // Problems found while reading cells; any of them refuses the row.
  reasons: string[];
  // The row's Template cell is empty (whether or not a default template filled it).
  templateMissing: boolean;
  summary: Summary;
};

// The template the person chose for rows whose Template cell is empty.
export type ImportOptions<TemplateId extends number> = { defaultTemplateId?: TemplateId };

// What the import preview shows of every row, besides what its type adds: its numbers, its
// template (by name when the cell named one) and its client.
export type CertificateImportSummary = {
  certificateNumber: string;
  clientSku: string;
  template: string;
  client: string;
};

// `row.summary`: what the type adds to the summary.
export function mappedImportRow<Input extends { certificateNumber?: string; clientSku?: string }, Own>(
  row: { input: Input; template: { name: string } | null; summary: Own; reasons: string[] },
  cells: { client: string; customer: string; template: string },
): MappedImportRow<Input, CertificateImportSummary & Own> {
  const { input, template, reasons } = row;
  return {
    input,
    reasons,
    summary: {
      certificateNumber: input.certificateNumber ?? "",
      clientSku: input.clientSku ?? "",
      template: template?.name ?? cells.template,
      client: cells.client,
      ...row.summary,
    },
    clientName: cells.client,
    customerName: cells.customer,
    templateMissing: cells.template === "",
  };
}

// For each row, the index of an earlier row with the same certificate number (compared
// case-insensitively, as the certificate number registry does), or null.
export function repeatedCertificates(numbers: readonly string[]): Array<number | null> {
  const firstIndex = new Map<string, number>();
  return numbers.map((number, index) => {
    const key = number.trim().toUpperCase();
    if (key === "") return null;
    const earlier = firstIndex.get(key);
    if (earlier !== undefined) return earlier;
    firstIndex.set(key, index);
    return null;
  });
}

export function countImportStatuses(rows: readonly { status: ImportRowStatus }[]) {
  const counts: Record<ImportRowStatus, number> = { ready: 0, incomplete: 0, rejected: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
