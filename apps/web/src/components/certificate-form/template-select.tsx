import { Select } from "@mantine/core";

// A certificate's template: it decides the fields the record has; a new record starts without one.
export function TemplateSelect<Id extends number>({
  templates,
  labelOf,
  description,
  value,
  onChange,
  width,
}: {
  templates: readonly { id: Id; name: string }[];
  labelOf: (template: { id: Id; name: string }) => string;
  description: string;
  value: Id | null;
  onChange: (value: Id) => void;
  width: number;
}) {
  return (
    <Select
      label="Template"
      placeholder="Choose a template"
      description={description}
      data={templates.map((template) => ({ value: String(template.id), label: labelOf(template) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const template = templates.find((candidate) => String(candidate.id) === next);
        if (template) onChange(template.id);
      }}
      allowDeselect={false}
      required
      w={width}
      maxDropdownHeight={360}
    />
  );
}
