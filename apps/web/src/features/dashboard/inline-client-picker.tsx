import { CompanyPicker } from "../../components/company-picker";
import type { QueueClient } from "./api";
import classes from "./newly-added.module.css";

// The company picker in a queue row (loaded when a row's client field is first reached): its
// label is for screen readers only, the column header says it for the eye.
export function InlineClientPicker({
  label,
  client,
  onChange,
}: {
  label: string;
  client: QueueClient | null;
  onChange: (client: QueueClient | null) => void;
}) {
  return (
    <div className={classes.inlinePicker}>
      <CompanyPicker
        kind="client"
        label={label}
        placeholder="Select a client"
        value={client?.id ?? null}
        initialOption={client}
        title={client?.name}
        opensBelow
        dropdownMinWidth={360}
        onChange={(id, option) =>
          onChange(
            id === null ? null : option ? { id, name: option.name } : client?.id === id ? client : null,
          )
        }
      />
    </div>
  );
}
