import { formatPhone } from "@loupe/domain/formatting";
import { TextInput } from "@mantine/core";

// Shows the (###) ###-#### mask while typing; the value kept (and sent) is digits only.
export function PhoneInput({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string | boolean;
}) {
  return (
    <TextInput
      label="Phone"
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="(555) 123-4567"
      value={formatPhone(value)}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, "").slice(0, 10))}
      onBlur={onBlur}
      error={error}
    />
  );
}
