import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import { diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { Select } from "@mantine/core";
import type { TemplateChoiceProps } from "../../../components/import-export/import-dialog";

// Rows without a Template cell (the spec's own field names have no such column) can take one
// template chosen here; the file is read again with it.
export function ImportTemplateChoice({
  rows,
  value,
  disabled,
  onChange,
}: TemplateChoiceProps<DiamondTemplateId>) {
  return (
    <Select
      label={`Template for the ${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} without one`}
      placeholder="Choose a template"
      data={diamondTemplates.map((template) => ({ value: String(template.id), label: template.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : (Number(next) as DiamondTemplateId))}
      clearable
      disabled={disabled}
      maw={360}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
