import type { DiamondTemplateId } from "../options/diamond-templates";

// Which grading fields the diamond form shows and requires, by template (spec 000 §5). Every
// other field (numbers, SKU, measurements, texts, client, customer, video) shows on all templates.

export const gradingFields = [
  "shape",
  "weight",
  "cut",
  "polish",
  "symmetry",
  "fluorescence",
  "girdle",
  "table",
  "depth",
  "color",
  "clarity",
] as const;
export type GradingField = (typeof gradingFields)[number];

export const gradingFieldLabels: Readonly<Record<GradingField, string>> = {
  shape: "Shape",
  weight: "Weight",
  cut: "Cut",
  polish: "Polish",
  symmetry: "Symmetry",
  fluorescence: "Fluorescence",
  girdle: "Girdle",
  table: "Table",
  depth: "Depth",
  color: "Color",
  clarity: "Clarity",
};

const allTemplates: readonly DiamondTemplateId[] = [1, 2, 3, 4, 5, 6];

const visibleOn: Readonly<Record<GradingField, readonly DiamondTemplateId[]>> = {
  shape: allTemplates,
  weight: allTemplates,
  cut: [1],
  polish: [1, 2, 3, 4, 5],
  symmetry: [1, 2, 3, 4, 5],
  fluorescence: [1, 2, 3],
  girdle: [1],
  table: [1, 2],
  depth: [1, 2],
  color: allTemplates,
  clarity: allTemplates,
};

// The spec's table: template 1 does not require Weight, although it shows it.
const requiredOn: Readonly<Record<DiamondTemplateId, readonly GradingField[]>> = {
  1: ["shape", "cut", "polish", "fluorescence", "depth", "table", "girdle", "symmetry", "color", "clarity"],
  2: ["shape", "polish", "fluorescence", "depth", "table", "weight", "symmetry", "color", "clarity"],
  3: ["shape", "weight", "polish", "fluorescence", "symmetry", "color", "clarity"],
  4: ["shape", "weight", "polish", "symmetry", "color", "clarity"],
  5: ["shape", "weight", "polish", "symmetry", "color", "clarity"],
  6: ["shape", "weight", "color", "clarity"],
};

export function isFieldVisible(templateId: DiamondTemplateId, field: GradingField): boolean {
  return visibleOn[field].includes(templateId);
}

export function visibleGradingFields(templateId: DiamondTemplateId): GradingField[] {
  return gradingFields.filter((field) => isFieldVisible(templateId, field));
}

export function requiredGradingFields(templateId: DiamondTemplateId): readonly GradingField[] {
  return requiredOn[templateId];
}

export function isFieldRequired(templateId: DiamondTemplateId, field: GradingField): boolean {
  return requiredOn[templateId].includes(field);
}
