import { ComboboxChevron, Group, InputBase } from "@mantine/core";
import type { ReactNode } from "react";

// What a picker looks like before its code has arrived: the same label, box, value or placeholder
// and icons, so nothing moves when the picker takes its place. A click or focus on it is passed on
// to the picker (deferred-swap.tsx).
export function StandInField({
  label,
  placeholder,
  value,
  leftSection,
  chevron = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  leftSection?: ReactNode;
  chevron?: boolean;
}) {
  return (
    <InputBase
      label={label}
      placeholder={placeholder}
      value={value}
      readOnly
      pointer
      // A pick-list's stand-in is announced as the pick-list, from the first paint.
      role={chevron ? "combobox" : undefined}
      aria-expanded={chevron ? false : undefined}
      aria-haspopup={chevron ? "listbox" : undefined}
      data-stand-in={label}
      leftSection={leftSection}
      rightSection={chevron ? <ComboboxChevron /> : undefined}
      rightSectionPointerEvents="none"
      flex={1}
      miw={0}
    />
  );
}

export function StandInGroup({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {children}
    </Group>
  );
}
