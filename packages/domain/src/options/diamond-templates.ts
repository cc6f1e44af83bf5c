import { type TemplateList, templateFinder } from "./templates";

// Diamond form templates (spec 000 §3); the id decides which fields the form shows and requires.
export const diamondTemplates = [
  { id: 1, name: "Everything" },
  { id: 2, name: "Everything (Excluding Cut)" },
  { id: 3, name: "Regular" },
  { id: 4, name: "Regular (Excluding No Fluorescence)" },
  { id: 5, name: "Minimalist" },
  { id: 6, name: "Extra Minimalist" },
] as const satisfies TemplateList;

export type DiamondTemplateId = (typeof diamondTemplates)[number]["id"];

export const findDiamondTemplate = templateFinder(diamondTemplates);

// The editor's template selector label.
export function diamondTemplateLabel(template: { id: number; name: string }): string {
  return `${template.id}. ${template.name}`;
}
