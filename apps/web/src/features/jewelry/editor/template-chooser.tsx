import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { ActionIcon, Group } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { TemplateSelect } from "../../../components/certificate-form/template-select";
import { lazyDialog } from "../../../components/lazy-dialog";

const LazyTemplateInfo = lazyDialog(
  async () => (await import("./template-info-dialog")).TemplateInfoDialog,
  (props) => props.opened,
  { opened: false },
);

// The template decides the cards, fields and rules of the certificate (spec 001 §2.3, §4.2): a
// pick-list searched by number or name, and the info icon's list of every template with its cards
// and required fields, where a click chooses.
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
        onPointerEnter={LazyTemplateInfo.preload}
        onFocus={LazyTemplateInfo.preload}
        mb={2}
      >
        <IconInfoCircle size={20} aria-hidden="true" />
      </ActionIcon>
      <LazyTemplateInfo
        opened={infoOpen}
        value={value}
        onChoose={(next) => next !== value && onChange(next)}
        onClose={() => setInfoOpen(false)}
      />
    </Group>
  );
}
