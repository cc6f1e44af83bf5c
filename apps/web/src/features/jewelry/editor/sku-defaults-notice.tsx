import { fieldChangeText, type OrderLineFieldChange } from "@loupe/domain/jewelry/order-line-changes";
import { messages } from "@loupe/domain/messages";
import { Alert, Button, Group, List, Text } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";

// On a saved piece whose client SKU has default settings that differ from its own: what the
// defaults would change, applied only when the user asks (an issued certificate keeps its layout).
export function SkuDefaultsNotice({
  offer,
  onApply,
}: {
  offer: { clientSku: string; changes: readonly OrderLineFieldChange[] };
  onApply: () => void;
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={messages.skuDefaultsOffered(offer.clientSku)}
      icon={<IconTemplate size={18} aria-hidden="true" />}
      role="status"
      aria-label={messages.skuDefaultsOffered(offer.clientSku)}
    >
      <Text size="sm">{messages.skuDefaultsOfferedDetail}</Text>
      <List size="sm" mt={4} spacing={2}>
        {offer.changes.map((change) => {
          const text = fieldChangeText(change, {});
          return (
            <List.Item key={change.path}>
              {text.label}: {text.before} → {text.after}
            </List.Item>
          );
        })}
      </List>
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={onApply}>
          Apply SKU defaults
        </Button>
      </Group>
    </Alert>
  );
}
