import { useState } from "react";
import type { PendingAction } from "./certificate-form-actions";
import type { SaveOutcome } from "./save-failure";
import type { FieldProblem, FieldProblems } from "./use-field-problems";

// The form's body, checked; its problems; or null when the form has already said why not.
export type Prepared<Body> =
  | { ok: true; body: Body }
  | { ok: false; problems: FieldProblem[]; detail: string }
  | null;

// Save and Create Digital Certificate of a certificate form: the form's own checks first (their
// problems under the fields), then the page's save, one at a time; a stored record restarts the
// form from it, the server's field problems show as the form's own.
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

  async function submit(digitalCertificate: boolean) {
    if (pending !== null) return;
    const prepared = prepare(digitalCertificate);
    if (!prepared) return;
    if (!prepared.ok) return problems.report(prepared.problems, prepared.detail);
    problems.clear();
    setPending(digitalCertificate ? "certificate" : "save");
    const outcome = await onSave(prepared.body, digitalCertificate);
    setPending(null);
    if (outcome && "saved" in outcome) onSaved(outcome.saved);
    else if (outcome) problems.report(outcome.problems, outcome.detail);
  }

  return { pending, submit };
}
