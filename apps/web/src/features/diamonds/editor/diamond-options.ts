import type { AttributeValues } from "@loupe/domain/options/attribute-values-schema";
import { type AttributeName, applyAttributeValues } from "@loupe/domain/options/attributes";
import { type ColorTemplateName, colorGradesFor } from "@loupe/domain/options/color-templates";
import {
  cutGrades,
  diamondClarityGrades,
  fluorescenceGrades,
  girdleGrades,
  polishGrades,
  symmetryGrades,
} from "@loupe/domain/options/grading";
import { shapes } from "@loupe/domain/options/shapes";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { attributesQuery } from "../../../resources/attributes";

export type DiamondOptions = {
  shape: string[];
  cut: string[];
  polish: string[];
  symmetry: string[];
  fluorescence: string[];
  girdle: string[];
  clarity: string[];
  colorGrades: (template: ColorTemplateName) => string[];
};

export function diamondOptions(values: AttributeValues | undefined): DiamondOptions {
  const merged = (name: AttributeName, builtIn: readonly string[]) =>
    applyAttributeValues(name, builtIn, values?.[name]);
  return {
    shape: merged("shapes", shapes),
    cut: merged("cut", cutGrades),
    polish: merged("polish", polishGrades),
    // Symmetry is graded on polish's scale and has no attribute of its own.
    symmetry: merged("polish", symmetryGrades),
    fluorescence: merged("fluorescence", fluorescenceGrades),
    girdle: merged("girdle", girdleGrades),
    clarity: merged("clarity", diamondClarityGrades),
    // The 'color' attribute replaces the standard letters; the fancy families keep theirs.
    colorGrades: (template) =>
      template === "Standard"
        ? merged("color", colorGradesFor("Standard", "diamond"))
        : [...colorGradesFor(template, "diamond")],
  };
}

// The built-in lists at once; the stored attribute values join them when they arrive.
export function useDiamondOptions(): DiamondOptions {
  const attributes = useQuery(attributesQuery);
  return useMemo(() => diamondOptions(attributes.data?.attributes), [attributes.data]);
}
