import { gradingFieldLabels, gradingFields } from "@loupe/domain/diamonds/diamond-fields";
import { type DiamondTemplateId, diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { TemplateSelect } from "../../../components/certificate-form/template-select";

const diamondTemplateLabel = (template: { id: number; name: string }) => `${template.id}. ${template.name}`;

// The template decides which grading fields the record has; a new record starts without one.
export function TemplateField({
  value,
  onChange,
}: {
  value: DiamondTemplateId | null;
  onChange: (value: DiamondTemplateId) => void;
}) {
  return (
    <TemplateSelect
      templates={diamondTemplates}
      labelOf={diamondTemplateLabel}
      description="Decides which grading fields the certificate shows."
      value={value}
      onChange={onChange}
      width={420}
    />
  );
}

// The grading fields in words, for the alert's list of missing fields.
export function diamondFieldLabel(field: string): string {
  return (gradingFields as readonly string[]).includes(field)
    ? gradingFieldLabels[field as (typeof gradingFields)[number]]
    : field;
}
