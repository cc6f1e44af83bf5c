import { allowedJewelryTypes } from "@loupe/domain/jewelry/jewelry-template-rules";
import { jewelryClarityGrades } from "@loupe/domain/options/grading";
import { jewelryTypes, metals, stoneTypes } from "@loupe/domain/options/jewelry";
import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { type GradingOptions, gradingOptions } from "../../../components/certificate-form/grading-options";
import {
  type MergeOptions,
  useAttributeOptions,
} from "../../../components/certificate-form/use-attribute-options";

export type JewelryOptions = GradingOptions & {
  // The jewelry types a template offers: template 5's three, or the full list with the attribute's.
  jewelryTypes: (templateId: JewelryTemplateId) => readonly string[];
  metal: string[];
  stoneType: string[];
};

function buildJewelryOptions(merge: MergeOptions): JewelryOptions {
  const allTypes = merge("jewelry_type", jewelryTypes);
  return {
    ...gradingOptions(merge, jewelryClarityGrades, "jewelry"),
    jewelryTypes: (templateId) => {
      const allowed = allowedJewelryTypes(templateId);
      return allowed === jewelryTypes ? allTypes : allowed;
    },
    metal: merge("metal", metals),
    stoneType: merge("stone_types", stoneTypes),
  };
}

// The built-in lists at once; the stored attribute values join them when they arrive.
export function useJewelryOptions(): JewelryOptions {
  return useAttributeOptions(buildJewelryOptions);
}
