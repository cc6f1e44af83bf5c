import { type Asterisk, asteriskOptions } from "@loupe/domain/options/grading";
import { Select } from "@mantine/core";

// Mantine's Select treats "" as no value, so "none" travels as a word inside it.
const none = "none";
const data = asteriskOptions.map((option) => ({ value: option.value || none, label: option.label }));

function toAsterisk(value: string | null): Asterisk {
  return value === "*" || value === "**" ? value : "";
}

// The asterisks next to a color or clarity grade: none, * or **.
export function AsteriskSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Asterisk;
  onChange: (value: Asterisk) => void;
}) {
  return (
    <Select
      // A short visible label keeps the row aligned; the full name says which grade it belongs to.
      label="Asterisks"
      aria-label={label}
      data={data}
      value={value || none}
      onChange={(next) => onChange(toAsterisk(next))}
      allowDeselect={false}
      w={104}
    />
  );
}
