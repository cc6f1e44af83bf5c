import type { Asterisk } from "@loupe/domain/options/grading";
import { Group } from "@mantine/core";
import { PickList } from "../pick-list";
import { AsteriskSelect } from "./asterisk-select";
import { withCurrent } from "./with-current";

export type GradeValue = { value: string; asterisks: Asterisk };

// A grade and its asterisks: Clarity, and Color on its family's scale.
export function GradeField({
  label,
  value,
  onChange,
  grades,
  required,
  error,
}: {
  label: string;
  value: GradeValue;
  onChange: (value: GradeValue) => void;
  grades: readonly string[];
  required: boolean;
  error?: string;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <PickList
        label={label}
        placeholder="Choose a grade"
        data={withCurrent(grades, value.value)}
        value={value.value || null}
        onChange={(next) => onChange({ ...value, value: next ?? "" })}
        clearable
        required={required}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      <AsteriskSelect
        label={`${label} asterisks`}
        value={value.asterisks}
        onChange={(asterisks) => onChange({ ...value, asterisks })}
      />
    </Group>
  );
}
