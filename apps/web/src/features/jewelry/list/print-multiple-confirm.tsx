import type { PrintMultiplePreview } from "@loupe/domain/jewelry/jewelry-api";
import { List, Modal, Text } from "@mantine/core";
import { cardPrintedText } from "../../../components/card-printed-text";
import { DialogButtons } from "../../../components/dialog-buttons";

const cards = (count: number) => `${count} ${count === 1 ? "card" : "cards"}`;

// What Print Multiple is about to print, before it does: how many cards, and which of them were
// printed before (when and by whom; the first few named).
export function PrintMultipleConfirm({
  preview,
  onConfirm,
  onCancel,
}: {
  preview: PrintMultiplePreview | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = preview?.count ?? 0;
  const before = preview?.printedBeforeCount ?? 0;
  const more = before - (preview?.printedBefore.length ?? 0);
  return (
    <Modal opened={preview !== null} onClose={onCancel} title="Print cards?" centered size="lg">
      <Text>{`${cards(count)} will be sent to the card printer and recorded as printed.`}</Text>
      {before > 0 && (
        <>
          <Text mt="sm" fw={500} c="orange.9">
            {before === count
              ? `${before === 1 ? "It was" : `All ${before} were`} printed before:`
              : `${before} of them ${before === 1 ? "was" : "were"} printed before:`}
          </Text>
          <List size="sm" mt={4} aria-label="Printed before">
            {preview?.printedBefore.map((printed) => (
              <List.Item key={printed.id}>
                {`${printed.certificateNumber || printed.id}: ${cardPrintedText({ ...printed, cardCertPrinted: true })}`}
              </List.Item>
            ))}
            {more > 0 && <List.Item>{`and ${more} more`}</List.Item>}
          </List>
        </>
      )}
      <DialogButtons mt="lg" confirm={`Print ${cards(count)}`} onConfirm={onConfirm} onCancel={onCancel} />
    </Modal>
  );
}
