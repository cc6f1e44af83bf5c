import { formatCount } from "@loupe/domain/formatting";
import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { imperfectionTotalsQuery } from "../api";

// The user's counters (spec 002 §3 diamond_imperfection_total), kept exact by every write.
export function ImperfectionTotalsLine() {
  const totals = useQuery(imperfectionTotalsQuery);
  if (!totals.data) return <Text size="sm">&nbsp;</Text>;
  const { total, drafts, completed } = totals.data;
  return (
    <Text size="sm" data-testid="imperfection-totals">
      <b>{formatCount(total)}</b> {total === 1 ? "map" : "maps"} · <b>{formatCount(drafts)}</b>{" "}
      {drafts === 1 ? "draft" : "drafts"} · <b>{formatCount(completed)}</b> completed
    </Text>
  );
}
