import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import { TextInput } from "@mantine/core";

// Measurements are checked when the field is left (spec 000 §5): a wrong value is cleared and
// its reason reported ('Invalid Format'); a right one is written the standard way 'a x b x c mm'.
export function MeasurementsField({
  value,
  onChange,
  onInvalid,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onInvalid: (message: string) => void;
  error?: string;
}) {
  function check() {
    const parsed = parseMeasurements(value);
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
