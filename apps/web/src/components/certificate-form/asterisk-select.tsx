import { type Asterisk, asteriskOptions } from "@loupe/domain/options/grading";
import { PickList } from "../pick-list";

const data = asteriskOptions.map((option) => ({ value: option.value, label: option.label }));

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
    <PickList
      // A short visible label keeps the row aligned; the full name says which grade it belongs to.
      label="Asterisks"
      aria-label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(toAsterisk(next))}
      w={104}
    />
  );
}
