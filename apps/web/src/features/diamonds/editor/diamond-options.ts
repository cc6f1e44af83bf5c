import { diamondClarityGrades, fluorescenceGrades, girdleGrades } from "@loupe/domain/options/grading";
import { type GradingOptions, gradingOptions } from "../../../components/certificate-form/grading-options";
import {
  type MergeOptions,
  useAttributeOptions,
} from "../../../components/certificate-form/use-attribute-options";

export type DiamondOptions = GradingOptions & {
  fluorescence: string[];
  girdle: string[];
};

function buildDiamondOptions(merge: MergeOptions): DiamondOptions {
  return {
    ...gradingOptions(merge, diamondClarityGrades, "diamond"),
    fluorescence: merge("fluorescence", fluorescenceGrades),
    girdle: merge("girdle", girdleGrades),
  };
}

// The built-in lists at once; the stored attribute values join them when they arrive.
export function useDiamondOptions(): DiamondOptions {
  return useAttributeOptions(buildDiamondOptions);
}
