import type { Asterisk } from "@loupe/domain/options/grading";
import { Group, Select } from "@mantine/core";
import { AsteriskSelect } from "./asterisk-select";
import { withCurrent } from "./diamond-options";

export type ClarityValue = { value: string; asterisks: Asterisk };

// Clarity: the grade and its asterisks.
export function ClarityField({
  value,
  onChange,
  grades,
  required,
  error,
}: {
  value: ClarityValue;
  onChange: (value: ClarityValue) => void;
  grades: readonly string[];
  required: boolean;
  error?: string;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Select
        label="Clarity"
        placeholder="Choose a grade"
        data={withCurrent(grades, value.value)}
        value={value.value || null}
        onChange={(next) => onChange({ ...value, value: next ?? "" })}
        searchable
        clearable
        required={required}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      <AsteriskSelect
        label="Clarity asterisks"
        value={value.asterisks}
        onChange={(asterisks) => onChange({ ...value, asterisks })}
      />
    </Group>
  );
}
