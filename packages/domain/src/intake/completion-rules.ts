import { messages } from "../messages";

// Completing a newly added item (spec 000 §4, §5): it needs a client. Several items complete
// together or not at all, so every item without a client is named in one refusal.

export type CompletionCandidate = { certificateNumber: string; clientId: string | null };

export type CompletionRefusal = { title: string; text: string; refused: string[] };

export function completionRefusal(items: readonly CompletionCandidate[]): CompletionRefusal | null {
  const refused = items.filter((item) => !item.clientId).map((item) => item.certificateNumber);
  if (refused.length === 0) return null;
  return {
    title: messages.cannotCompleteItemTitle(refused.join(", ")),
    text: messages.cannotCompleteItemText,
    refused,
  };
}
