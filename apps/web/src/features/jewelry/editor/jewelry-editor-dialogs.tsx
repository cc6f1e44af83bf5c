import {
  fieldChangeText,
  type OrderLineFieldChange,
  orderLineChangeSet,
} from "@loupe/domain/jewelry/order-line-changes";
import { messages } from "@loupe/domain/messages";
import { Checkbox, Modal, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DialogButtons } from "../../../components/dialog-buttons";
import { keepsInscription, type OrderLineQuestion } from "./use-order-line-confirmation";

// Before a plain Save the order-line rule touches: every field of every record that will change,
// before → after (the domain's change set); the typed inscription of this record may be kept.
export function OrderLineConfirmDialog({
  question,
  onAnswer,
}: {
  // null keeps it closed.
  question: OrderLineQuestion | null;
  onAnswer: (proceed: boolean, keepInscription: boolean) => void;
}) {
  return (
    <Modal
      opened={question !== null}
      onClose={() => onAnswer(false, false)}
      title={messages.orderLineConfirmTitle}
      centered
      size="lg"
    >
      {question && <OrderLineChanges key={question.orderLine} question={question} onAnswer={onAnswer} />}
    </Modal>
  );
}

function OrderLineChanges({
  question,
  onAnswer,
}: {
  question: OrderLineQuestion;
  onAnswer: (proceed: boolean, keepInscription: boolean) => void;
}) {
  const [keep, setKeep] = useState(false);
  const changes = orderLineChangeSet(question.saved, question.members, { keepInscription: keep });
  const own = question.certificateNumber || "no certificate number yet";
  return (
    <Stack gap="md">
      <Text>{messages.orderLineConfirm(question.orderLine)}</Text>
      <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
        <Stack gap="md">
          <ChangesOf
            title={`This certificate (${own})`}
            changes={changes.saved}
            names={question.names}
            unchanged="Nothing changes on this certificate."
          />
          {keepsInscription(question.saved) && (
            <Checkbox
              checked={keep}
              onChange={(event) => setKeep(event.currentTarget.checked)}
              label={messages.orderLineKeepInscription(question.saved.inscription)}
            />
          )}
          {changes.others.map((member) => (
            <ChangesOf
              key={member.id}
              title={member.certificateNumber || "A certificate without a number"}
              changes={member.changes}
              names={question.names}
              unchanged=""
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <DialogButtons
        confirm={changes.others.length > 0 ? "Save all" : "Save"}
        onCancel={() => onAnswer(false, false)}
        onConfirm={() => onAnswer(true, keep)}
        autoFocusConfirm
      />
    </Stack>
  );
}

function ChangesOf({
  title,
  changes,
  names,
  unchanged,
}: {
  title: string;
  changes: readonly OrderLineFieldChange[];
  names: Readonly<Record<string, string>>;
  unchanged: string;
}) {
  return (
    <section aria-label={title}>
      <Title order={4} size="h6" mb={4}>
        {title}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {unchanged}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => {
              const text = fieldChangeText(change, names);
              return (
                <Table.Tr key={change.path}>
                  <Table.Td>{text.label}</Table.Td>
                  <Table.Td>{text.before}</Table.Td>
                  <Table.Td>→ {text.after}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
