import { numberedTemplates, templateFinder } from "./templates";

// Diamond form templates (spec 000 §3); the id decides which fields the form shows and requires.
export const diamondTemplates = numberedTemplates([
  "Everything",
  "Everything (Excluding Cut)",
  "Regular",
  "Regular (Excluding No Fluorescence)",
  "Minimalist",
  "Extra Minimalist",
]);

export type DiamondTemplateId = (typeof diamondTemplates)[number]["id"];

export const findDiamondTemplate = templateFinder(diamondTemplates);

// The editor's template selector label.
export function diamondTemplateLabel(template: { id: number; name: string }): string {
  return `${template.id}. ${template.name}`;
}
