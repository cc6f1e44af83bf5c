import { Button, Paper, Text } from "@mantine/core";
import { IconFilter, IconFilterOff, IconX } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import classes from "./filter-panel.module.css";

// One applied filter, shown as a chip the user can remove on its own.
export type ActiveFilter = { key: string; label: string; value: string };

// A list's filter form (spec: Filters applies, Clear Filters clears all): the fields in one or two
// compact rows, the applied filters below as removable chips.
export function FilterPanel({
  onSubmit,
  onClear,
  active,
  onRemove,
  children,
}: {
  onSubmit: () => void;
  onClear: () => void;
  active: readonly ActiveFilter[];
  onRemove: (key: string) => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      px="md"
      py="sm"
      mb="md"
      onSubmit={submit}
      aria-label="Filters"
    >
      <div className={classes.fields}>
        {children}
        <div className={classes.actions}>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden="true" />}>
            Filters
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={onClear}
          >
            Clear Filters
          </Button>
        </div>
      </div>
      {active.length > 0 && (
        <section className={classes.chips} aria-label="Active filters">
          <Text size="sm" c="dimmed">
            Active filters:
          </Text>
          {active.map((filter) => (
            <Button
              key={filter.key}
              variant="light"
              size="compact-sm"
              radius="xl"
              rightSection={<IconX size={14} aria-hidden="true" />}
              aria-label={`Remove filter ${filter.label}: ${filter.value}`}
              onClick={() => onRemove(filter.key)}
            >
              {filter.label}: {filter.value}
            </Button>
          ))}
        </section>
      )}
    </Paper>
  );
}

// A field's share of a filter row: "wide" for a search box, "pair" for two inputs side by side.
export function FilterField({ size, children }: { size?: "wide" | "pair"; children: ReactNode }) {
  return (
    <div className={classes.field} data-size={size}>
      {children}
    </div>
  );
}
