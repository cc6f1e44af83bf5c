import {
  type ColorProduct,
  type ColorTemplateName,
  colorGradesFor,
} from "@loupe/domain/options/color-templates";
import { cutGrades, polishGrades, symmetryGrades } from "@loupe/domain/options/grading";
import { shapes } from "@loupe/domain/options/shapes";
import type { MergeOptions } from "./use-attribute-options";

// The grading lists a stone's fields offer, diamond and jewelry alike.
export type GradingOptions = {
  shape: string[];
  cut: string[];
  polish: string[];
  symmetry: string[];
  clarity: string[];
  colorGrades: (template: ColorTemplateName) => string[];
};

export function gradingOptions(
  merge: MergeOptions,
  clarityGrades: readonly string[],
  product: ColorProduct,
): GradingOptions {
  return {
    shape: merge("shapes", shapes),
    cut: merge("cut", cutGrades),
    polish: merge("polish", polishGrades),
    // Symmetry is graded on polish's scale and has no attribute of its own.
    symmetry: merge("polish", symmetryGrades),
    // A blank grade is the cleared field, not an option.
    clarity: merge("clarity", clarityGrades).filter((grade) => grade !== ""),
    // The 'color' attribute replaces the standard letters; the fancy families keep theirs.
    colorGrades: (template) =>
      template === "Standard"
        ? merge("color", colorGradesFor("Standard", product))
        : [...colorGradesFor(template, product)],
  };
}
