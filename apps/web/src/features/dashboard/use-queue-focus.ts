import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { itemKey } from "./queue-item";

// Where the focus goes once an item is completed and leaves the queue (issue 21): to the next
// row (the previous one at the end), its client field when it has no client yet, else its
// Complete; with no row left, to the queue's heading. Waits until the target can take it (the
// Complete buttons are disabled while a completion runs).
type FocusTarget = { key: string; part: "client" | "complete" } | "heading";

export function nextFocusTarget(
  rows: readonly NewlyAddedItem[],
  done: NewlyAddedItem,
  hasClient: (item: NewlyAddedItem) => boolean,
): FocusTarget {
  const at = rows.findIndex((row) => itemKey(row) === itemKey(done));
  const next = rows[at + 1] ?? (at > 0 ? rows[at - 1] : undefined);
  if (!next || at === -1) return "heading";
  return { key: itemKey(next), part: hasClient(next) ? "complete" : "client" };
}

function elementOf(section: HTMLElement, target: FocusTarget): HTMLElement | null {
  if (target === "heading") return section.querySelector("h2");
  const selector =
    target.part === "client"
      ? `[data-queue-client="${target.key}"] input`
      : `[data-queue-complete="${target.key}"]`;
  return section.querySelector<HTMLElement>(selector);
}

export function useQueueFocus(
  section: RefObject<HTMLElement | null>,
  busy: boolean,
  rows: readonly NewlyAddedItem[],
) {
  const [target, setTarget] = useState<FocusTarget | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tried again when the rows change, as the target may be drawn by then.
  useEffect(() => {
    if (!target || busy || !section.current) return;
    const element = elementOf(section.current, target);
    if (!element || (element instanceof HTMLButtonElement && element.disabled)) return;
    element.focus();
    setTarget(null);
  }, [target, busy, section, rows]);
  return useCallback((next: FocusTarget) => setTarget(next), []);
}

// Where the keyboard starts on the dashboard ('Skip to Newly Added', issue 21): the first row's
// client field, else (no rows yet) the queue's search. Answers whether anything took the focus.
export function focusQueueStart(section: HTMLElement | null): boolean {
  const field =
    section?.querySelector<HTMLElement>("[data-queue-client] input") ??
    section?.querySelector<HTMLElement>("input[type=search]") ??
    null;
  field?.focus();
  return field !== null;
}
