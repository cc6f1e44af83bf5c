import { useState } from "react";
import type { PendingAction, SaveAction } from "./certificate-form-actions";
import { isOffline, useResumeWhenOnline } from "./offline-save";
import type { SaveOutcome } from "./save-failure";
import type { FieldProblem, FieldProblems } from "./use-field-problems";

// The form's body, checked; its problems; or null when the form has already said why not.
export type Prepared<Body> =
  | { ok: true; body: Body }
  | { ok: false; problems: FieldProblem[]; detail: string }
  | null;

// Save, Create Digital Certificate and Save & Print of a certificate form: the form's own checks
// first (their problems under the fields), then the page's save, one at a time (what follows a
// save, the print, is the page's); a stored record restarts the
// form from it, the server's field problems show as the form's own. Offline, the save says so at
// once and waits, the form kept and editable; back online, it is checked again and sent.
export function useCertificateSubmit<Body, Saved>({
  problems,
  prepare,
  onSave,
  onSaved,
}: {
  problems: FieldProblems;
  prepare: (digitalCertificate: boolean) => Prepared<Body>;
  onSave: (body: Body, action: SaveAction) => Promise<SaveOutcome<Saved>>;
  onSaved: (saved: Saved) => void;
}) {
  const [pending, setPending] = useState<PendingAction>(null);
  // The action waiting for the network, or null.
  const [waiting, setWaiting] = useState<SaveAction | null>(null);

  // The form checked now: its body, or null once its problems are shown.
  function checked(digitalCertificate: boolean): Body | null {
    const prepared = prepare(digitalCertificate);
    if (!prepared) return null;
    if (!prepared.ok) {
      problems.report(prepared.problems, prepared.detail);
      return null;
    }
    problems.clear();
    return prepared.body;
  }

  async function send(body: Body, action: SaveAction) {
    const outcome = await onSave(body, action);
    setPending(null);
    if (outcome && "saved" in outcome) onSaved(outcome.saved);
    else if (outcome) problems.report(outcome.problems, outcome.detail);
  }

  async function submit(action: SaveAction) {
    if (pending !== null) return;
    const body = checked(action === "certificate");
    if (body === null) return;
    setPending(action);
    if (isOffline()) {
      setWaiting(action);
      return;
    }
    await send(body, action);
  }

  useResumeWhenOnline(waiting !== null, () => {
    const action = waiting ?? "save";
    setWaiting(null);
    const body = checked(action === "certificate");
    if (body === null) setPending(null);
    else void send(body, action);
  });

  return { pending, waitingForNetwork: waiting !== null, submit };
}
