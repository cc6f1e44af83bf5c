import { useState } from "react";
import type { PendingAction } from "./certificate-form-actions";
import { isOffline, useResumeWhenOnline } from "./offline-save";
import type { SaveOutcome } from "./save-failure";
import type { FieldProblem, FieldProblems } from "./use-field-problems";

// The form's body, checked; its problems; or null when the form has already said why not.
export type Prepared<Body> =
  | { ok: true; body: Body }
  | { ok: false; problems: FieldProblem[]; detail: string }
  | null;

// Save and Create Digital Certificate of a certificate form: the form's own checks first (their
// problems under the fields), then the page's save, one at a time; a stored record restarts the
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
  onSave: (body: Body, digitalCertificate: boolean) => Promise<SaveOutcome<Saved>>;
  onSaved: (saved: Saved) => void;
}) {
  const [pending, setPending] = useState<PendingAction>(null);
  // The action waiting for the network (Create Digital Certificate or not), or null.
  const [waiting, setWaiting] = useState<boolean | null>(null);

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

  async function send(body: Body, digitalCertificate: boolean) {
    const outcome = await onSave(body, digitalCertificate);
    setPending(null);
    if (outcome && "saved" in outcome) onSaved(outcome.saved);
    else if (outcome) problems.report(outcome.problems, outcome.detail);
  }

  async function submit(digitalCertificate: boolean) {
    if (pending !== null) return;
    const body = checked(digitalCertificate);
    if (body === null) return;
    setPending(digitalCertificate ? "certificate" : "save");
    if (isOffline()) {
      setWaiting(digitalCertificate);
      return;
    }
    await send(body, digitalCertificate);
  }

  useResumeWhenOnline(waiting !== null, () => {
    const digitalCertificate = waiting ?? false;
    setWaiting(null);
    const body = checked(digitalCertificate);
    if (body === null) setPending(null);
    else void send(body, digitalCertificate);
  });

  return { pending, waitingForNetwork: waiting !== null, submit };
}
