import { Alert, Textarea, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { IntakeForm } from "./intake-form-state";

export const multipleModeHint =
  "Separate the certificate numbers with commas (e.g. LG1234, LG1235), or paste them one per line.";

// The certificate number (single mode) or numbers (multiple mode), with the multiple-mode hint:
// highlighted for the spec's 5 seconds after that mode is chosen, then greyed, never removed, so
// the dialog does not shrink under the pointer (issue 21).
export function CertificatesField({
  form,
  hint,
  disabled,
  onChange,
}: {
  form: IntakeForm;
  // The hint just appeared (highlighted) rather than greyed.
  hint: boolean;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const common = {
    value: form.text,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    error: form.error,
    disabled,
    "data-autofocus": true,
    spellCheck: false,
    autoComplete: "off",
  };
  if (form.mode === "single") {
    return <TextInput label="Certificate Number" placeholder="e.g. LG1234" {...common} />;
  }
  return (
    <>
      <Alert
        variant="light"
        color={hint ? "blue" : "gray"}
        icon={<IconInfoCircle size={18} aria-hidden="true" />}
        role="status"
        data-fresh={hint || undefined}
      >
        {multipleModeHint}
      </Alert>
      <Textarea
        label="Certificate Numbers"
        placeholder="LG1234, LG1235, LG1236"
        rows={4}
        resize="vertical"
        {...common}
      />
    </>
  );
}
