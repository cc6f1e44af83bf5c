import type { JewelryTemplateId } from "../options/jewelry-templates";
import { mainStoneCardShown } from "./jewelry-fields";
import { jewelryRequiredFieldRules, multipleCenterStonesRule } from "./jewelry-required-fields";
import {
  mainStoneTitle,
  sideStoneCardShown,
  sideStoneSwitchShown,
  usesMultipleCenterStones,
} from "./jewelry-template-rules";
import { stoneColumns } from "./stone-columns";

// What a template gives the editor, in words for the template chooser's info: the cards that
// differ from template to template (every template also has the texts, the logo and the rest) and
// the fields Save requires (spec 001 §2.3, §4.2, §5.1), read from the rules themselves.

export type JewelryTemplateSummary = {
  cards: readonly string[];
  // Each group of required fields: 'Jewelry Type', 'Main Stone: Shape, Weight (unless Accent), …'.
  required: readonly string[];
  // Required on Save only (Create Digital Certificate requires none).
  saveOnly: boolean;
};

const header = (field: string) => stoneColumns.find((column) => column.id === field)?.header ?? field;
const generalLabels = { jewelryType: "Jewelry Type", certificateNumber: "Certificate Number" } as const;

function stoneRequired(
  stone: string,
  rule: { fields: readonly string[]; weightUnlessAccent: boolean } | undefined,
): string[] {
  if (!rule || rule.fields.length === 0) return [];
  const names = rule.fields.map((field) =>
    field === "weight" && rule.weightUnlessAccent ? "Weight (unless Accent)" : header(field),
  );
  return [`${stone}: ${names.join(", ")}`];
}

function cardsOf(templateId: JewelryTemplateId): string[] {
  const cards = ["General Jewelry Information"];
  if (usesMultipleCenterStones(templateId)) cards.push("Center Stones (tabs, up to 2)");
  else if (mainStoneCardShown(templateId)) cards.push(`${mainStoneTitle(templateId)} Information`);
  if (sideStoneCardShown(templateId, false)) cards.push("Side Stone Information");
  else if (sideStoneSwitchShown(templateId)) cards.push("Side Stone Information (with Side Stones on)");
  return cards;
}

export function jewelryTemplateSummary(templateId: JewelryTemplateId): JewelryTemplateSummary {
  // Templates 4 and 13 turn multiple center stones on, whose rule replaces the template's.
  const rule = usesMultipleCenterStones(templateId)
    ? multipleCenterStonesRule
    : jewelryRequiredFieldRules[templateId];
  const required = rule
    ? [
        ...rule.general.map((field) => generalLabels[field]),
        ...stoneRequired(mainStoneTitle(templateId), rule.mainStone),
        ...stoneRequired("Each Center Stone", rule.centerStone),
        ...stoneRequired("Side Stone (when on)", rule.sideStone),
      ]
    : [];
  return { cards: cardsOf(templateId), required, saveOnly: rule?.saveOnly === true };
}
