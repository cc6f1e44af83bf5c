import { TextInput } from "@mantine/core";
import { useState } from "react";

export type ParsedMeasurements = { ok: true; value: string } | { ok: false; message: string };

// Measurements are checked when the field is left (spec 000 §5): a right one is written the
// standard way 'a x b x c mm'; a wrong one is kept as typed, to be corrected, with the spec's reason
// under the field until it changes (issue 21: no dialog, nothing cleared). The save refuses it with
// the same words. `parse` is the domain's rule for the certificate type.
export function MeasurementsField({
  value,
  parse,
  onChange,
  error,
}: {
  value: string;
  parse: (value: string) => ParsedMeasurements;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [invalid, setInvalid] = useState<string | null>(null);
  function check() {
    const parsed = parse(value);
    if (!parsed.ok) setInvalid(parsed.message);
    else if (parsed.value !== value) onChange(parsed.value);
  }

  return (
    <TextInput
      label="Measurements"
      description="e.g. 6.41 x 6.43 x 3.97"
      value={value}
      onChange={(event) => {
        setInvalid(null);
        onChange(event.currentTarget.value);
      }}
      onBlur={check}
      error={error ?? invalid ?? undefined}
      maxLength={80}
      autoComplete="off"
    />
  );
}
