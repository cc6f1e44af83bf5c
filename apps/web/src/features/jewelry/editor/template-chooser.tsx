import {
  type JewelryTemplateId,
  jewelryTemplateLabel,
  jewelryTemplates,
} from "@loupe/domain/options/jewelry-templates";
import { ActionIcon, Group, List, Modal } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { TemplateSelect } from "../../../components/certificate-form/template-select";

// The template decides the cards, fields and rules of the certificate (spec 001 §2.3, §4.2); the
// info icon lists every template.
export function TemplateChooser({
  value,
  onChange,
}: {
  value: JewelryTemplateId | null;
  onChange: (value: JewelryTemplateId) => void;
}) {
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TemplateSelect type="jewelry" value={value} onChange={onChange} />
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="About the templates"
        onClick={() => setInfoOpen(true)}
        mb={2}
      >
        <IconInfoCircle size={20} aria-hidden="true" />
      </ActionIcon>
      <Modal opened={infoOpen} onClose={() => setInfoOpen(false)} title="Templates" centered size="md">
        <List size="sm" spacing={4} listStyleType="none">
          {jewelryTemplates.map((template) => (
            <List.Item key={template.id}>{jewelryTemplateLabel(template)}</List.Item>
          ))}
        </List>
      </Modal>
    </Group>
  );
}
