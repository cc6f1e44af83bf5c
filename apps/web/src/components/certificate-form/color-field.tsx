import {
  type ColorTemplateName,
  colorKeyCodes,
  colorTemplateNames,
  isColorTemplateName,
} from "@loupe/domain/options/color-templates";
import type { Asterisk } from "@loupe/domain/options/grading";
import { Group } from "@mantine/core";
import { PickList } from "../pick-list";
import { GradeField } from "./grade-field";

export type ColorValue = { template: ColorTemplateName; value: string; asterisks: Asterisk };

const plainTemplates = [...colorTemplateNames];
// Each family with its key code ('Green _G_'), as the jewelry editor lists them.
const templatesWithKeyCodes = colorTemplateNames.map((name) => ({
  value: name,
  label: colorKeyCodes[name] ? `${name} ${colorKeyCodes[name]}` : name,
}));

// Color: its family (template), the grade on that family's scale, and asterisks. Choosing
// another family clears the grade, which belongs to the old scale (docs/design.md, departures).
export function ColorField({
  label = "Color",
  value,
  onChange,
  grades,
  required,
  error,
  keyCodes = false,
}: {
  label?: string;
  value: ColorValue;
  onChange: (value: ColorValue) => void;
  grades: (template: ColorTemplateName) => readonly string[];
  required: boolean;
  error?: string;
  // Show each family's key code.
  keyCodes?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <PickList
        label={`${label} template`}
        data={keyCodes ? templatesWithKeyCodes : plainTemplates}
        value={value.template}
        onChange={(next) => {
          if (next && isColorTemplateName(next) && next !== value.template)
            onChange({ ...value, template: next, value: "" });
        }}
        w={keyCodes ? 190 : 150}
      />
      <GradeField
        label={label}
        value={value}
        onChange={(grade) => onChange({ ...value, ...grade })}
        grades={grades(value.template)}
        required={required}
        error={error}
      />
    </Group>
  );
}
