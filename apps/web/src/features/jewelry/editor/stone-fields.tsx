import { parseMeasurements } from "@loupe/domain/certificates/measurements";
import type { MainStoneField } from "@loupe/domain/jewelry/jewelry-fields";
import { stoneColumns } from "@loupe/domain/jewelry/stone-columns";
import { colorModes, gemstoneColors, knownGemstoneColor } from "@loupe/domain/options/jewelry";
import { ColorInput, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type UseFormSetValue } from "react-hook-form";
import { ChoiceSelect } from "../../../components/certificate-form/choice-select";
import { ColorField, type ColorValue } from "../../../components/certificate-form/color-field";
import { GradeField, type GradeValue } from "../../../components/certificate-form/grade-field";
import { MeasurementsField } from "../../../components/certificate-form/measurements-field";
import { PickList } from "../../../components/pick-list";
import type { JewelryFormValues, NumberValue } from "./jewelry-form-values";
import type { JewelryOptions } from "./jewelry-options";

// The fields of one stone (main, side or a center stone), exactly those its template shows, each
// marked required where the template requires it (domain jewelry-fields.ts and
// jewelry-required-fields.ts).

type Path = FieldPath<JewelryFormValues>;
type SelectField = "type" | "shape" | "cut" | "polish" | "symmetry";
const optionsOf: Record<SelectField, keyof JewelryOptions> = {
  type: "stoneType",
  shape: "shape",
  cut: "cut",
  polish: "polish",
  symmetry: "symmetry",
};
const cutGrades = ["cut", "polish", "symmetry", "table", "depth"] as const;
const label = (field: string) => stoneColumns.find((column) => column.id === field)?.header ?? field;
const gemstoneSwatches = [...new Set(Object.values(gemstoneColors))];

export type StoneFieldsProps = {
  control: Control<JewelryFormValues>;
  setValue: UseFormSetValue<JewelryFormValues>;
  // 'mainStone', 'sideStone', 'centerStones.0'.
  path: string;
  fields: readonly MainStoneField[];
  // The render's color code and mode (main and side stones).
  rendered: boolean;
  required: (path: string) => boolean;
  options: JewelryOptions;
  problems: Readonly<Record<string, string>>;
};

export function StoneFields(props: StoneFieldsProps) {
  const { control, setValue, path, fields, rendered, required, options, problems } = props;
  const shows = (field: MainStoneField) => fields.includes(field);
  const at = (field: string) => `${path}.${field}` as Path;
  // A gem or colored-diamond name the color map knows fills in the render's color code.
  const fillColorCode = (name: string) => {
    const code = knownGemstoneColor(name);
    if (rendered && code) setValue(at("colorCode"), code, { shouldDirty: true });
  };
  const controlled = (
    field: string,
    render: (value: unknown, onChange: (value: unknown) => void) => ReactNode,
  ) => (
    <Controller
      key={field}
      control={control}
      name={at(field)}
      render={({ field: input }) => <>{render(input.value, input.onChange)}</>}
    />
  );

  const select = (field: SelectField) =>
    shows(field) &&
    controlled(field, (value, onChange) => (
      <ChoiceSelect
        label={label(field)}
        options={options[optionsOf[field]] as string[]}
        value={String(value)}
        onChange={(next) => {
          onChange(next);
          if (field === "type" && next) fillColorCode(next);
        }}
        required={required(at(field))}
        error={problems[at(field)]}
      />
    ));
  const percent = (field: "table" | "depth") =>
    shows(field) &&
    controlled(field, (value, onChange) => (
      <NumberInput
        label={`${label(field)} %`}
        value={value as NumberValue}
        onChange={onChange}
        min={0}
        max={100}
        decimalScale={2}
        hideControls
        inputMode="decimal"
        error={problems[at(field)]}
      />
    ));
  const color = (field: "color" | "color2") =>
    shows(field) &&
    controlled(field, (value, onChange) => (
      <ColorField
        label={label(field)}
        value={value as ColorValue}
        onChange={(next) => {
          onChange(next);
          if (next.value) fillColorCode(next.value);
        }}
        grades={options.colorGrades}
        required={required(at(field))}
        error={problems[at(field)]}
        keyCodes
      />
    ));
  const clarity = (field: "clarity" | "clarity2") =>
    shows(field) &&
    controlled(field, (value, onChange) => (
      <GradeField
        label={label(field)}
        value={value as GradeValue}
        onChange={onChange}
        grades={options.clarity}
        required={required(at(field))}
        error={problems[at(field)]}
      />
    ));

  // In the order a stone is graded and reported (shape, weight, color, clarity, then the cut's
  // grades and proportions), so the Tab key follows the work.
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        {select("type")}
        {select("shape")}
        {shows("weight") &&
          controlled("weight", (value, onChange) => (
            <TextInput
              label={label("weight")}
              description="Carats, e.g. 1.01 or 0.50 ctw"
              value={String(value)}
              onChange={(event) => onChange(event.currentTarget.value)}
              maxLength={40}
              autoComplete="off"
              required={required(at("weight"))}
              error={problems[at("weight")]}
            />
          ))}
      </SimpleGrid>
      {color("color")}
      {clarity("clarity")}
      {color("color2")}
      {clarity("clarity2")}
      {cutGrades.some(shows) && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {select("cut")}
          {select("polish")}
          {select("symmetry")}
          {percent("table")}
          {percent("depth")}
        </SimpleGrid>
      )}
      {shows("measurements") &&
        controlled("measurements", (value, onChange) => (
          <MeasurementsField
            value={String(value)}
            parse={parseMeasurements}
            onChange={onChange}
            error={problems[at("measurements")]}
          />
        ))}
      {rendered && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {controlled("colorCode", (value, onChange) => (
            <ColorInput
              label={label("colorCode")}
              format="hex"
              value={String(value)}
              onChange={(next) => onChange(next.toUpperCase())}
              swatches={gemstoneSwatches}
              swatchesPerRow={8}
              eyeDropperButtonProps={{ "aria-label": `Pick the ${label("colorCode")} from the screen` }}
              error={problems[at("colorCode")]}
            />
          ))}
          {controlled("colorMode", (value, onChange) => (
            <PickList
              label={label("colorMode")}
              data={colorModes}
              value={String(value)}
              onChange={(next) => next && onChange(next)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
