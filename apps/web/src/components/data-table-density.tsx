import { Button } from "@mantine/core";
import type { RowDensity } from "./row-density";

const choices: { value: RowDensity; label: string }[] = [
  { value: "comfortable", label: "Comfortable" },
  { value: "compact", label: "Compact" },
];

// The rows' density, Comfortable or Compact: two toggle buttons, the chosen one pressed.
export function DataTableDensity({
  density,
  onChange,
}: {
  density: RowDensity;
  onChange: (density: RowDensity) => void;
}) {
  return (
    <Button.Group aria-label="Row density">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="xs"
          variant={density === choice.value ? "light" : "default"}
          aria-pressed={density === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Button.Group>
  );
}
