import { Alert, Textarea, TextInput } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { IntakeForm } from "./intake-form-state";

export const multipleModeHint =
  "Separate the certificate numbers with commas (e.g. LG1234, LG1235), or paste them one per line.";

// The certificate number (single mode) or numbers (multiple mode), with the multiple-mode hint
// shown for a few seconds after that mode is chosen.
export function CertificatesField({
  form,
  hint,
  disabled,
  onChange,
}: {
  form: IntakeForm;
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
      {hint && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden="true" />}
          role="status"
        >
          {multipleModeHint}
        </Alert>
      )}
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
