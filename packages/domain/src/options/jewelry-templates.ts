import { numberedTemplates, templateFinder } from "./templates";

// Jewelry editor templates (spec 001 §3.3), with the ids the spec numbers them by: stored records and
// the required-field rules refer to them.
export const jewelryTemplates = [
  ...numberedTemplates([
    "Everything Round Center + Side Stones",
    "Main Stones (No Center/Sides)",
    "Main Stone Minimalist",
    "Multiple Center Stones",
    "Solitaire Minimalist",
    "Round Center + Sides (No Cut)",
    "Main Stone Minimalist (No Measurements)",
    "Main Stone (No Sides)",
    "Main Stone (No Side & Cut)",
    "Main Stone 1 Color and 2 Clarity",
    "2 Color and 1 Clarity",
    "Main Black Stone Minimalist",
    "Multiple Center Stones (No Cut)",
    "No Diamond",
    "Gem Stone as Primary",
    "Diamond Primary and Gem Secondary",
    "Only Gem Stones",
  ]),
  // There is no template 18.
  ...numberedTemplates(
    [
      "Metal Only",
      "Gem Stones as Primary and Sidestones",
      "Mixed Diamonds",
      "Colored Diamonds + Main 4",
      "Expensive Colored Diamonds",
    ],
    19,
  ),
] as const;

export type JewelryTemplateId = (typeof jewelryTemplates)[number]["id"];

export const findJewelryTemplate = templateFinder(jewelryTemplates);

// The editor's template selector label (spec 001 §2.3).
export function jewelryTemplateLabel(template: { id: number; name: string }): string {
  return `Template ${template.id}: ${template.name}`;
}
