// The area's screens' addresses (spec 002 §1): the list, the editor, the pamphlet of a map.
export const imperfectionRoutes = {
  list: "/imperfections",
  editor: (id: string) => `/imperfections/${encodeURIComponent(id)}`,
  newEditor: "/imperfections/new",
  pamphlet: (id: string) => `/pamphlet/${encodeURIComponent(id)}`,
};
