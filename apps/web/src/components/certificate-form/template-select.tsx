import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import {
  type DiamondTemplateId,
  diamondTemplateLabel,
  diamondTemplates,
} from "@loupe/domain/options/diamond-templates";
import {
  type JewelryTemplateId,
  jewelryTemplateLabel,
  jewelryTemplates,
} from "@loupe/domain/options/jewelry-templates";
import { PickList } from "../pick-list";

type TemplateId = { diamond: DiamondTemplateId; jewelry: JewelryTemplateId };

type Choice<Id extends number> = {
  templates: readonly { id: Id; name: string }[];
  labelOf: (template: { id: Id; name: string }) => string;
  description: string;
  width: number;
};

// Each certificate type's templates, how its selector names them, and what it says they decide.
const choices: { [Type in CertificateType]: Choice<TemplateId[Type]> } = {
  diamond: {
    templates: diamondTemplates,
    labelOf: diamondTemplateLabel,
    description: "Decides which grading fields the certificate shows.",
    width: 420,
  },
  jewelry: {
    templates: jewelryTemplates,
    labelOf: jewelryTemplateLabel,
    description: "Decides which cards and fields the certificate has.",
    width: 460,
  },
};

// A certificate's template: it decides the fields the record has; a new record starts without one.
export function TemplateSelect<Type extends CertificateType>({
  type,
  value,
  onChange,
}: {
  type: Type;
  value: TemplateId[Type] | null;
  onChange: (value: TemplateId[Type]) => void;
}) {
  const { templates, labelOf, description, width }: Choice<TemplateId[Type]> = choices[type];
  return (
    <PickList
      label="Template"
      placeholder="Choose a template"
      description={description}
      data={templates.map((template) => ({ value: String(template.id), label: labelOf(template) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const template = templates.find((candidate) => String(candidate.id) === next);
        if (template) onChange(template.id);
      }}
      required
      w={width}
      maxDropdownHeight={360}
    />
  );
}
