// Diamond form templates (spec 000 §3); the id decides which fields the form shows and requires.
export const diamondTemplates = [
  { id: 1, name: "Everything" },
  { id: 2, name: "Everything (Excluding Cut)" },
  { id: 3, name: "Regular" },
  { id: 4, name: "Regular (Excluding No Fluorescence)" },
  { id: 5, name: "Minimalist" },
  { id: 6, name: "Extra Minimalist" },
] as const satisfies readonly { id: number; name: string }[];

export type DiamondTemplate = (typeof diamondTemplates)[number];
export type DiamondTemplateId = DiamondTemplate["id"];
export type DiamondTemplateName = DiamondTemplate["name"];

export function findDiamondTemplate(id: number): DiamondTemplate | undefined {
  return diamondTemplates.find((template) => template.id === id);
}
