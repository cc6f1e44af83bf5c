import { Stack } from "@mantine/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { focusFirstField, saveShortcutListener } from "./form-keyboard";
import { ProblemAlert } from "./problem-alert";
import { SkipToForm } from "./skip-to-form";
import type { FieldProblems } from "./use-field-problems";

// The frame of a certificate form: the template chooser (focused on a new record), the check's
// alert (focused when reported), the cards; Enter, Ctrl/⌘+S or Save submits, and a skip link
// reaches the first field past the side menu. It tells the page whether there are unsaved changes.
export function CertificateFormFrame({
  label,
  isNew,
  focusOnOpen: focusFirst = isNew,
  chooser,
  problems,
  labelOf,
  dirty,
  onDirtyChange,
  onSubmit,
  children,
}: {
  label: string;
  // A new record: the work starts at the template.
  isNew: boolean;
  // Whether the first field takes the focus on opening (a new record; a record just saved as new,
  // reopened as itself). Defaults to isNew.
  focusOnOpen?: boolean;
  chooser: ReactNode;
  problems: FieldProblems;
  labelOf: (field: string) => string;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (problems.focusRequest > 0) alertRef.current?.focus();
  }, [problems.focusRequest]);
  // Only on opening.
  const focusOnOpen = useRef(focusFirst);
  useEffect(() => {
    if (focusOnOpen.current) focusFirstField(formRef.current);
  }, []);
  useEffect(() => {
    const listener = saveShortcutListener(() => formRef.current);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
  return (
    <form
      ref={formRef}
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
      aria-keyshortcuts="Control+S Meta+S"
    >
      <SkipToForm form={formRef} formId={formId} />
      <Stack gap="lg">
        {chooser}
        {problems.detail && (
          <ProblemAlert
            ref={alertRef}
            detail={problems.detail}
            problems={problems.byField}
            labelOf={labelOf}
          />
        )}
        {children}
      </Stack>
    </form>
  );
}
