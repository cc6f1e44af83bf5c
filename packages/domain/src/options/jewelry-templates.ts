import { type TemplateList, templateFinder } from "./templates";

// Jewelry editor templates (spec 001 §3.3). There is no template 18; the ids are kept as the spec
// numbers them because stored records and the required-field rules refer to them.
export const jewelryTemplates = [
  { id: 1, name: "Everything Round Center + Side Stones" },
  { id: 2, name: "Main Stones (No Center/Sides)" },
  { id: 3, name: "Main Stone Minimalist" },
  { id: 4, name: "Multiple Center Stones" },
  { id: 5, name: "Solitaire Minimalist" },
  { id: 6, name: "Round Center + Sides (No Cut)" },
  { id: 7, name: "Main Stone Minimalist (No Measurements)" },
  { id: 8, name: "Main Stone (No Sides)" },
  { id: 9, name: "Main Stone (No Side & Cut)" },
  { id: 10, name: "Main Stone 1 Color and 2 Clarity" },
  { id: 11, name: "2 Color and 1 Clarity" },
  { id: 12, name: "Main Black Stone Minimalist" },
  { id: 13, name: "Multiple Center Stones (No Cut)" },
  { id: 14, name: "No Diamond" },
  { id: 15, name: "Gem Stone as Primary" },
  { id: 16, name: "Diamond Primary and Gem Secondary" },
  { id: 17, name: "Only Gem Stones" },
  { id: 19, name: "Metal Only" },
  { id: 20, name: "Gem Stones as Primary and Sidestones" },
  { id: 21, name: "Mixed Diamonds" },
  { id: 22, name: "Colored Diamonds + Main 4" },
  { id: 23, name: "Expensive Colored Diamonds" },
] as const satisfies TemplateList;

export type JewelryTemplateId = (typeof jewelryTemplates)[number]["id"];

export const findJewelryTemplate = templateFinder(jewelryTemplates);

// The editor's template selector label (spec 001 §2.3).
export function jewelryTemplateLabel(template: { id: number; name: string }): string {
  return `Template ${template.id}: ${template.name}`;
}
