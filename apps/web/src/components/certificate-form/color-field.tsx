import {
  type ColorTemplateName,
  colorTemplateNames,
  isColorTemplateName,
} from "@loupe/domain/options/color-templates";
import type { Asterisk } from "@loupe/domain/options/grading";
import { Group, Select } from "@mantine/core";
import { GradeField } from "./grade-field";

export type ColorValue = { template: ColorTemplateName; value: string; asterisks: Asterisk };

// Color: its family (template), the grade on that family's scale, and asterisks. Choosing
// another family clears the grade, which belongs to the old scale (docs/design.md, departures).
export function ColorField({
  value,
  onChange,
  grades,
  required,
  error,
}: {
  value: ColorValue;
  onChange: (value: ColorValue) => void;
  grades: (template: ColorTemplateName) => readonly string[];
  required: boolean;
  error?: string;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label="Color template"
        data={colorTemplateNames}
        value={value.template}
        onChange={(next) => {
          if (next && isColorTemplateName(next) && next !== value.template)
            onChange({ ...value, template: next, value: "" });
        }}
        allowDeselect={false}
        w={150}
      />
      <GradeField
        label="Color"
        value={value}
        onChange={(grade) => onChange({ ...value, ...grade })}
        grades={grades(value.template)}
        required={required}
        error={error}
      />
    </Group>
  );
}
