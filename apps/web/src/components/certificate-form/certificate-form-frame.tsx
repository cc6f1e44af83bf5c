import { Stack } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { ProblemAlert } from "./problem-alert";
import type { FieldProblems } from "./use-field-problems";

// The frame of a certificate form: the template chooser, the check's alert (focused when
// reported), the cards; Enter or Save submits. It tells the page whether there are unsaved changes.
export function CertificateFormFrame({
  label,
  chooser,
  problems,
  labelOf,
  dirty,
  onDirtyChange,
  onSubmit,
  children,
}: {
  label: string;
  chooser: ReactNode;
  problems: FieldProblems;
  labelOf: (field: string) => string;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (problems.focusRequest > 0) alertRef.current?.focus();
  }, [problems.focusRequest]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
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
