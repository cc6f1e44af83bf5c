import { formatCount } from "@loupe/domain/formatting";
import { PickList } from "../pick-list";
import type { TemplateChoiceProps } from "./import-dialog";

// Rows without a Template cell (the spec's own field names have no such column) can take one
// template chosen here; the file is read again with it.
export function ImportTemplateChoice<TemplateId extends number>({
  rows,
  value,
  disabled,
  onChange,
  templates,
}: TemplateChoiceProps<TemplateId> & { templates: readonly { id: TemplateId; name: string }[] }) {
  return (
    <PickList
      label={`Template for the ${formatCount(rows)} ${rows === 1 ? "row" : "rows"} without one`}
      placeholder="Choose a template"
      data={templates.map((template) => ({ value: String(template.id), label: template.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(templates.find((template) => String(template.id) === next)?.id ?? null)}
      clearable
      disabled={disabled}
      maw={360}
      withinPortal={false}
    />
  );
}
