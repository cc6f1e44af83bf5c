// A certificate type's templates: ids as its spec numbers them, with their names.
export type TemplateList = readonly { id: number; name: string }[];

// TypeScript cannot add numbers, so the ids are counted as the lengths of tuples.
type TupleOf<Length extends number, Items extends unknown[] = []> = Items["length"] extends Length
  ? Items
  : TupleOf<Length, [...Items, unknown]>;

type Numbered<Names extends readonly string[], Counted extends unknown[]> = Names extends readonly [
  infer Name extends string,
  ...infer Rest extends readonly string[],
]
  ? [{ readonly id: Counted["length"]; readonly name: Name }, ...Numbered<Rest, [...Counted, unknown]>]
  : [];

// Templates as a spec lists them, numbered in order from `first`; each id stays a literal type.
export function numberedTemplates<const Names extends readonly string[], First extends number = 1>(
  names: Names,
  first: First = 1 as First,
): Numbered<Names, TupleOf<First>> {
  return names.map((name, index) => ({ id: first + index, name })) as Numbered<Names, TupleOf<First>>;
}

// Finds a template by its stored id (undefined for an id none has).
export const templateFinder =
  <List extends TemplateList>(templates: List) =>
  (id: number): List[number] | undefined =>
    templates.find((template) => template.id === id);
