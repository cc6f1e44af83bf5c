import { Select, type SelectProps } from "@mantine/core";
import { boundField } from "./bound-field";
import { withCurrent } from "./with-current";

type Props = Omit<SelectProps, "data" | "value" | "onChange"> & {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
};

// A certificate field chosen from its options: a stored value no longer offered still shows, and
// clearing the field leaves "".
export function ChoiceSelect({ options, value, onChange, ...select }: Props) {
  return (
    <Select
      placeholder="Choose"
      clearable
      {...select}
      data={withCurrent(options, value)}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
    />
  );
}

// A ChoiceSelect bound to its field of a form.
export const ChoiceField = boundField(ChoiceSelect);
