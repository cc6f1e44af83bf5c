// An imperfection map's state (spec 002 §4 'Imperfection'): a draft until its pamphlet is printed
// (then done, and no longer editable); it may be connected once it has a proportions image and
// printed once it also has a connection. Plain data, no zod: the list screen reads it.
export type ImperfectionStatus = "DRAFT" | "DONE";

export type ImperfectionState = {
  printed: boolean;
  hasProportions: boolean;
  connected: boolean;
};

export const imperfectionStatus = (state: Pick<ImperfectionState, "printed">): ImperfectionStatus =>
  state.printed ? "DONE" : "DRAFT";

export const canEditImperfection = (state: Pick<ImperfectionState, "printed">) => !state.printed;

export const canConnectImperfection = (state: Pick<ImperfectionState, "hasProportions">) =>
  state.hasProportions;

export const canPrintImperfection = (state: Pick<ImperfectionState, "hasProportions" | "connected">) =>
  state.hasProportions && state.connected;

// What keeps a map from being printed, as the list shows it; null when nothing is missing.
export function missingLabel(state: Pick<ImperfectionState, "hasProportions" | "connected">): string | null {
  if (!state.connected && !state.hasProportions) return "Missing: Connect and Proportions Upload";
  if (!state.hasProportions) return "Missing: Proportions Upload";
  if (!state.connected) return "Missing: Connect";
  return null;
}

export const connectionLabels = {
  connect: "Connect Diamond",
  edit: "Edit Connection",
  disconnect: "Disconnect Diamond",
} as const;
