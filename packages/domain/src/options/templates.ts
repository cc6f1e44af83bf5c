// A certificate type's templates: ids as its spec numbers them, with their names.
export type TemplateList = readonly { id: number; name: string }[];

// Finds a template by its stored id (undefined for an id none has).
export const templateFinder =
  <List extends TemplateList>(templates: List) =>
  (id: number): List[number] | undefined =>
    templates.find((template) => template.id === id);
