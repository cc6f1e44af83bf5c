import { PickList, type PickListProps } from "../pick-list";
import { boundField } from "./bound-field";
import { withCurrent } from "./with-current";

type Props = Omit<PickListProps, "data" | "value" | "onChange"> & {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
};

// A certificate field chosen from its options: a stored value no longer offered still shows, and
// clearing the field leaves "".
export function ChoiceSelect({ options, value, onChange, ...pickList }: Props) {
  return (
    <PickList
      placeholder="Choose"
      clearable
      {...pickList}
      data={withCurrent(options, value)}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
    />
  );
}

// A ChoiceSelect bound to its field of a form.
export const ChoiceField = boundField(ChoiceSelect);
