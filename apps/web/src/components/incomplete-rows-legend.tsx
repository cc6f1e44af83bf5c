import { messages } from "@loupe/domain/messages";
import { Text } from "@mantine/core";
import { NeedsInfoBadge } from "./table-cells";

// A DataTable's legend for red rows (incompleteRowStyle): records kept without all their required
// data, imported or pulled from Diamond Track partly graded, in the import's words (spec 000 §8).
export function incompleteRowsLegend(items: readonly { incomplete: boolean }[]) {
  if (!items.some((item) => item.incomplete)) return null;
  return (
    <Text size="sm" c="red.9" role="note">
      <NeedsInfoBadge /> {messages.importNeedsInformation}
    </Text>
  );
}
