import { jewelryTemplateSummary } from "@loupe/domain/jewelry/jewelry-template-summary";
import {
  type JewelryTemplateId,
  jewelryTemplateLabel,
  jewelryTemplates,
} from "@loupe/domain/options/jewelry-templates";
import { Modal, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import classes from "./template-info-dialog.module.css";

// Every template with the cards it gives the editor and the fields Save then requires (from the
// domain's rules); a click on one chooses it.
export function TemplateInfoDialog({
  opened,
  value,
  onChoose,
  onClose,
}: {
  opened: boolean;
  value: JewelryTemplateId | null;
  onChoose: (value: JewelryTemplateId) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Templates" centered size={960}>
      <Text size="sm" c="dimmed" mb="sm">
        Every template also has Order and Tracking, Description and Comments, quality and billing, the
        certificate video and the company logo. Choose one to use it.
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="xs"
        verticalSpacing="xs"
        className={classes.list}
      >
        {jewelryTemplates.map((template) => {
          const { cards, required, saveOnly } = jewelryTemplateSummary(template.id);
          return (
            <li key={template.id}>
              <UnstyledButton
                className={classes.choice}
                aria-current={template.id === value ? "true" : undefined}
                onClick={() => {
                  onChoose(template.id);
                  onClose();
                }}
              >
                <Text fw={600} size="sm">
                  {jewelryTemplateLabel(template)}
                </Text>
                <Text size="xs" c="dimmed">
                  Cards: {cards.join(" · ")}
                </Text>
                <Text size="xs">
                  {required.length === 0
                    ? "Nothing required"
                    : `Required${saveOnly ? " on Save" : ""}: ${required.join("; ")}`}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </Modal>
  );
}
