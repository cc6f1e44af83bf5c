import { messages } from "../messages";

// Completing a newly added item (spec 000 §4, §5): it needs a client, and, as Create Digital
// Certificate does (spec 000 §5: Save and Create Digital Certificate apply identical checks), the
// fields its template requires: an item pulled in partly graded (red in the queue) is finished in
// its editor first. Several items complete together or not at all, so every refused item is named
// in one refusal; a missing client is reported first, in the spec's words.

export type CompletionCandidate = { certificateNumber: string; clientId: string | null; incomplete: boolean };

export type CompletionProblem = "client" | "fields";

export type CompletionRefusal = {
  title: string;
  text: string;
  refused: string[];
  // Per item (same order as asked), what stops it, or null.
  problems: (CompletionProblem | null)[];
};

export const completionProblemText: Record<CompletionProblem, string> = {
  client: messages.cannotCompleteItemText,
  fields: messages.missingRequiredFieldsAlert,
};

const problemOf = (item: CompletionCandidate): CompletionProblem | null =>
  !item.clientId ? "client" : item.incomplete ? "fields" : null;

export function completionRefusal(items: readonly CompletionCandidate[]): CompletionRefusal | null {
  const problems = items.map(problemOf);
  const refused = items.filter((_, index) => problems[index] !== null).map((item) => item.certificateNumber);
  if (refused.length === 0) return null;
  const main: CompletionProblem = problems.includes("client") ? "client" : "fields";
  return {
    title: messages.cannotCompleteItemTitle(refused.join(", ")),
    text: completionProblemText[main],
    refused,
    problems,
  };
}
