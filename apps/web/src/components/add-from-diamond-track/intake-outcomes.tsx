import type { IntakeOutcome, IntakeResult } from "@loupe/domain/intake/intake-api";
import { messages } from "@loupe/domain/messages";
import { Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy, IconQuestionMark } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { OutcomeItem, OutcomeList } from "../outcome-list";

type Kind = IntakeOutcome["outcome"];

const looks: Record<Kind, { heading: string; color: string; icon: ReactNode }> = {
  created: { heading: "Added", color: "green", icon: <IconCheck size={14} /> },
  existing: { heading: "Already in Loupe", color: "blue", icon: <IconCopy size={14} /> },
  unknown: { heading: "Not found in Diamond Track", color: "orange", icon: <IconQuestionMark size={14} /> },
  failed: { heading: "Not added", color: "red", icon: <IconAlertTriangle size={14} /> },
};

const order: Kind[] = ["created", "existing", "unknown", "failed"];

// After the number: why it failed, or what a partly graded item still needs (red in the queue).
function outcomeNote(outcome: IntakeOutcome): string {
  if (outcome.outcome === "failed") return `: ${messages.addFromExternalFailure(outcome.message)}`;
  if (outcome.outcome === "created" && outcome.missingFields.length > 0)
    return `: ${messages.missingRequiredFields}: ${outcome.missingFields.join(", ")}`;
  return "";
}

// What became of each certificate, grouped: created, already there, unknown to Diamond Track,
// failed (with why, in the spec's failure wording: 'Error: {message} Please try again later').
export function IntakeOutcomes({ result }: { result: IntakeResult }) {
  return (
    <Stack gap="sm" role="status" aria-label="Diamond Track results">
      <Text fw={500}>{result.message}</Text>
      {order.map((kind) => {
        const outcomes = result.results.filter((outcome) => outcome.outcome === kind);
        if (outcomes.length === 0) return null;
        const look = looks[kind];
        return (
          <section key={kind} aria-label={look.heading}>
            <Text size="sm" fw={600} mb={4}>
              {look.heading} ({outcomes.length})
            </Text>
            <OutcomeList>
              {outcomes.map((outcome) => (
                <OutcomeItem
                  key={outcome.certificateNumber}
                  color={look.color}
                  icon={look.icon}
                  name={outcome.certificateNumber}
                  monospace
                >
                  {outcomeNote(outcome)}
                </OutcomeItem>
              ))}
            </OutcomeList>
          </section>
        );
      })}
    </Stack>
  );
}
