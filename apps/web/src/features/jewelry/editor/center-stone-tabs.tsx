import type { CenterStoneField } from "@loupe/domain/jewelry/jewelry-fields";
import { Button, Group, Tabs } from "@mantine/core";
import { IconAlertCircle, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { withAnotherCenterStone } from "./jewelry-form-values";
import { StoneFields, type StoneFieldsProps } from "./stone-fields";

// Templates 4 and 13: the center stones as tabs (at most two), the selected tab following the
// stone just added; a third is refused with the spec's alert (001 §4.2, §8).
export function CenterStoneTabs({
  fields,
  onRefused,
  ...stone
}: Omit<StoneFieldsProps, "path" | "fields" | "rendered"> & {
  fields: readonly CenterStoneField[];
  onRefused: (title: string, message: string) => void;
}) {
  const stones = useWatch({ control: stone.control, name: "centerStones" });
  const [active, setActive] = useState("0");
  const selected = Number(active) < stones.length ? active : "0";

  function add() {
    const result = withAnotherCenterStone(stones);
    if (!result.ok) return onRefused(result.title, result.message);
    stone.setValue("centerStones", result.stones, { shouldDirty: true });
    setActive(String(result.stones.length - 1));
  }

  const hasProblem = (index: number) =>
    Object.keys(stone.problems).some((field) => field.startsWith(`centerStones.${index}.`));
  return (
    <Tabs value={selected} onChange={(next) => setActive(next ?? "0")} keepMounted={false}>
      {/* The button moves under the tabs where the card is too narrow for both: the tabs keep
          one row and the button its whole label. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mb="md">
        <Tabs.List>
          {stones.map((_stone, index) => (
            <Tabs.Tab
              // Stones are only added at the end, so the index names a stone.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              value={String(index)}
              color={hasProblem(index) ? "red" : undefined}
              rightSection={
                hasProblem(index) ? (
                  <IconAlertCircle size={14} color="var(--mantine-color-red-8)" aria-label="Has problems" />
                ) : undefined
              }
            >
              Center Stone {index + 1}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={add}
        >
          Add Center Stone
        </Button>
      </Group>
      {stones.map((_stone, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stones are only added at the end
        <Tabs.Panel key={index} value={String(index)}>
          <StoneFields {...stone} path={`centerStones.${index}`} fields={fields} rendered={false} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
