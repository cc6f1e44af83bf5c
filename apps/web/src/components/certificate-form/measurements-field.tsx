import { TextInput } from "@mantine/core";

export type ParsedMeasurements = { ok: true; value: string } | { ok: false; message: string };

// Measurements are checked when the field is left (spec 000 §5): a wrong value is cleared and
// its reason reported ('Invalid Format'); a right one is written the standard way 'a x b x c mm'.
// `parse` is the domain's rule for the certificate type.
export function MeasurementsField({
  value,
  parse,
  onChange,
  onInvalid,
  error,
}: {
  value: string;
  parse: (value: string) => ParsedMeasurements;
  onChange: (value: string) => void;
  onInvalid: (message: string) => void;
  error?: string;
}) {
  function check() {
    const parsed = parse(value);
    if (!parsed.ok) {
      onChange("");
      onInvalid(parsed.message);
    } else if (parsed.value !== value) {
      onChange(parsed.value);
    }
  }

  return (
    <TextInput
      label="Measurements"
      description="e.g. 6.41 x 6.43 x 3.97"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={check}
      error={error}
      maxLength={80}
      autoComplete="off"
    />
  );
}
