import {
  type GradingField,
  gradingFieldLabels,
  gradingFields,
  isFieldRequired,
  isFieldVisible,
} from "@loupe/domain/diamonds/diamond-fields";
import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { type Control, Controller } from "react-hook-form";
import { ChoiceSelect } from "../../../components/certificate-form/choice-select";
import { ColorField } from "../../../components/certificate-form/color-field";
import { GradeField } from "../../../components/certificate-form/grade-field";
import { MeasurementsField } from "../../../components/certificate-form/measurements-field";
import type { DiamondFormValues } from "./diamond-form-values";
import type { DiamondOptions } from "./diamond-options";

type Props = {
  control: Control<DiamondFormValues>;
  templateId: DiamondTemplateId;
  options: DiamondOptions;
  problems: Readonly<Record<string, string>>;
  onMeasurementsInvalid: (message: string) => void;
};

type SelectField = "shape" | "cut" | "polish" | "symmetry" | "fluorescence" | "girdle";
type NumberField = "weight" | "table" | "depth";

const numberLabels: Record<NumberField, string> = {
  weight: "Weight (ct)",
  table: "Table %",
  depth: "Depth %",
};
const isNumberField = (field: SelectField | NumberField): field is NumberField =>
  Object.hasOwn(numberLabels, field);

// The grid holds the grading fields in the spec's order, all but the grades below it.
const gridFields = gradingFields.filter(
  (field): field is SelectField | NumberField => field !== "color" && field !== "clarity",
);

// Exactly the grading fields the record's template shows, each marked required where the
// template requires it (spec 000 §5).
export function GradingFields({ control, templateId, options, problems, onMeasurementsInvalid }: Props) {
  const visible = (field: GradingField) => isFieldVisible(templateId, field);
  const required = (field: GradingField) => isFieldRequired(templateId, field);

  const select = (field: SelectField) =>
    visible(field) && (
      <Controller
        key={field}
        control={control}
        name={field}
        render={({ field: input }) => (
          <ChoiceSelect
            label={gradingFieldLabels[field]}
            options={options[field]}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            searchable={field === "shape"}
            required={required(field)}
            error={problems[field]}
          />
        )}
      />
    );

  const number = (field: NumberField) =>
    visible(field) && (
      <Controller
        key={field}
        control={control}
        name={field}
        render={({ field: input }) => (
          <NumberInput
            label={numberLabels[field]}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            min={0}
            max={field === "weight" ? 100_000 : 100}
            decimalScale={field === "weight" ? 3 : 2}
            hideControls
            inputMode="decimal"
            required={required(field)}
            error={problems[field]}
          />
        )}
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
            onInvalid={onMeasurementsInvalid}
            error={problems.measurements}
          />
        )}
      />
    </Stack>
  );
}
