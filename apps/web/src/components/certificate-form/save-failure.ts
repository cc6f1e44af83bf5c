import { useState } from "react";
import { errorDetail, isApiError } from "../../lib/api-client";
import type { FieldProblem } from "./use-field-problems";

// What a save led to: the stored record, problems to show under the fields, or nothing (the
// page has shown what went wrong).
export type SaveOutcome<Saved> = { saved: Saved } | { problems: FieldProblem[]; detail: string } | null;

export type SaveFailures = {
  // A stale version (409): who changed the record and when.
  stale: string | null;
  // Any other failure, for the error dialog.
  failure: string | null;
  setFailure: (message: string | null) => void;
  closeStale: () => void;
  // A refused save as its outcome: field problems go back to the form; a stale record or any
  // other failure opens its dialog.
  outcomeOf: (error: unknown) => SaveOutcome<never>;
};

export function useSaveFailures(): SaveFailures {
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    stale,
    failure,
    setFailure,
    closeStale: () => setStale(null),
    outcomeOf: (error) => {
      if (isApiError(error) && error.problem.errors?.length) {
        return { problems: error.problem.errors, detail: error.problem.detail };
      }
      if (isApiError(error) && error.status === 409) setStale(error.problem.detail);
      else setFailure(errorDetail(error));
      return null;
    },
  };
}
