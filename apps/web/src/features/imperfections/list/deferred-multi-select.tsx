import type { MultiSelectProps } from "@mantine/core";
import { deferredModule } from "../../../components/deferred-module";
import { DeferredSwap } from "../../../components/deferred-swap";
import { StandInField } from "../../../components/stand-in-field";

// The kit's PickList chooses one option; the shape and imperfection filters choose several
// (spec 002 §2), so they use Mantine's MultiSelect, loaded like the other pickers: a stand-in
// announced as a combobox from the first paint, the real control once a pointer or focus nears.
const useMultiSelectModule = deferredModule(() => import("./multi-select-module"));

type Option = { value: string; label: string };

export function DeferredMultiSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  data: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { module, load } = useMultiSelectModule();
  const labels = value.map((chosen) => data.find((option) => option.value === chosen)?.label ?? chosen);
  const standIn = <StandInField label={label} placeholder={placeholder} value={labels.join(", ")} chevron />;
  const props: MultiSelectProps = {
    label,
    placeholder: value.length === 0 ? placeholder : undefined,
    data: [...data],
    value,
    onChange,
    searchable: true,
    clearable: true,
    hidePickedOptions: false,
    maxDropdownHeight: 280,
    comboboxProps: { withinPortal: true },
    styles: { pillsList: { flexWrap: "nowrap", overflow: "hidden" } },
  };
  return (
    <DeferredSwap ready={module !== null} onIntent={load} standIn={standIn}>
      {module && <module.MultiSelect {...props} />}
    </DeferredSwap>
  );
}
