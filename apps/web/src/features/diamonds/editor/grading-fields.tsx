import {
  type GradingField,
  gradingFieldLabels,
  gradingFields,
  isFieldRequired,
  isFieldVisible,
} from "@loupe/domain/diamonds/diamond-fields";
import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { SimpleGrid, Stack } from "@mantine/core";
import { type Control, Controller } from "react-hook-form";
import { ChoiceField } from "../../../components/certificate-form/choice-select";
import { ColorField } from "../../../components/certificate-form/color-field";
import { GradeField } from "../../../components/certificate-form/grade-field";
import { MeasurementsField } from "../../../components/certificate-form/measurements-field";
import { NumberField } from "../../../components/certificate-form/number-field";
import type { DiamondFormValues } from "./diamond-form-values";
import type { DiamondOptions } from "./diamond-options";

type Props = {
  control: Control<DiamondFormValues>;
  templateId: DiamondTemplateId;
  options: DiamondOptions;
  problems: Readonly<Record<string, string>>;
};

type SelectFieldName = "shape" | "cut" | "polish" | "symmetry" | "fluorescence" | "girdle";
type NumberFieldName = "weight" | "table" | "depth";

const numberLabels: Record<NumberFieldName, string> = {
  weight: "Weight (ct)",
  table: "Table %",
  depth: "Depth %",
};
const isNumberField = (field: SelectFieldName | NumberFieldName): field is NumberFieldName =>
  Object.hasOwn(numberLabels, field);

// The grid holds the grading fields in the spec's order, all but the grades below it.
const gridFields = gradingFields.filter(
  (field): field is SelectFieldName | NumberFieldName => field !== "color" && field !== "clarity",
);

// Exactly the grading fields the record's template shows, each marked required where the
// template requires it (spec 000 §5).
export function GradingFields({ control, templateId, options, problems }: Props) {
  const visible = (field: GradingField) => isFieldVisible(templateId, field);
  const required = (field: GradingField) => isFieldRequired(templateId, field);

  const select = (field: SelectFieldName) =>
    visible(field) && (
      <ChoiceField
        key={field}
        control={control}
        name={field}
        label={gradingFieldLabels[field]}
        options={options[field]}
        required={required(field)}
        error={problems[field]}
      />
    );

  const number = (field: NumberFieldName) =>
    visible(field) && (
      <NumberField
        key={field}
        control={control}
        name={field}
        label={numberLabels[field]}
        min={0}
        max={field === "weight" ? 100_000 : 100}
        decimalScale={field === "weight" ? 3 : 2}
        hideControls
        inputMode="decimal"
        required={required(field)}
        error={problems[field]}
      />
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        {gridFields.map((field) => (isNumberField(field) ? number(field) : select(field)))}
      </SimpleGrid>
      <Controller
        control={control}
        name="color"
        render={({ field: input }) => (
          <ColorField
            value={input.value}
            onChange={input.onChange}
            grades={options.colorGrades}
            required={required("color")}
            error={problems.color}
          />
        )}
      />
      <Controller
        control={control}
        name="clarity"
        render={({ field: input }) => (
          <GradeField
            label="Clarity"
            value={input.value}
            onChange={input.onChange}
            grades={options.clarity}
            required={required("clarity")}
            error={problems.clarity}
          />
        )}
      />
      <Controller
        control={control}
        name="measurements"
        render={({ field: input }) => (
          <MeasurementsField
            value={input.value}
            parse={parseMeasurements}
            onChange={input.onChange}
            error={problems.measurements}
          />
        )}
      />
    </Stack>
  );
}
