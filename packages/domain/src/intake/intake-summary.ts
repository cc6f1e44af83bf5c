import { messages } from "../messages";
import type { IntakeOutcome } from "./intake-api";

// The success dialog's text after Add From Diamond Track (spec 000 §7: the response's message):
// what was created (and which of it needs information, red in the queue, with the import's text),
// what already existed, what Diamond Track did not know, what failed.
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function intakeSummary(results: readonly IntakeOutcome[]): string {
  const numbers = (outcome: IntakeOutcome["outcome"]) =>
    results.filter((result) => result.outcome === outcome).map((result) => result.certificateNumber);
  const parts: string[] = [];
  const created = numbers("created");
  const existing = numbers("existing");
  const unknown = numbers("unknown");
  const failed = numbers("failed");
  if (created.length) parts.push(`${plural(created.length, "item", "items")} added: ${created.join(", ")}.`);
  const partial = results.flatMap((result) =>
    result.outcome === "created" && result.missingFields.length > 0
      ? [`${result.certificateNumber} (${result.missingFields.join(", ")})`]
      : [],
  );
  if (partial.length) parts.push(`${messages.importNeedsInformation}: ${partial.join("; ")}.`);
  if (existing.length) parts.push(`Already in Loupe: ${existing.join(", ")}.`);
  if (unknown.length) parts.push(`Not found in Diamond Track: ${unknown.join(", ")}.`);
  if (failed.length) parts.push(`Not added: ${failed.join(", ")}.`);
  return parts.join(" ");
}
