import { showingEntries } from "@loupe/domain/formatting";
import type { Page } from "@loupe/domain/paging";
import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { DataTableDensity } from "./data-table-density";
import type { RowDensity } from "./row-density";
import type { ListParams } from "./use-list-params";

export function DataTableFooter<Row>({
  page,
  params,
  disabled,
  onLimitIntent,
  density,
  onDensity,
}: {
  page: Page<Row> | undefined;
  params: ListParams;
  disabled: boolean;
  // A pointer or focus on the page-size choice: what a longer page needs can start loading.
  onLimitIntent?: () => void;
  density: RowDensity;
  onDensity: (density: RowDensity) => void;
}) {
  return (
    <Group p="md" pt="sm" justify="space-between" wrap="wrap" gap="sm">
      <Group gap="lg" wrap="wrap">
        <NativeSelect
          label="Per page"
          size="xs"
          value={String(params.limit)}
          onChange={(event) => params.setLimit(Number(event.currentTarget.value))}
          onPointerEnter={onLimitIntent}
          onFocus={onLimitIntent}
          data={params.limitOptions.map(String)}
          styles={{
            root: { display: "flex", alignItems: "center", gap: 8 },
            label: { fontWeight: 400 },
            wrapper: { width: 72 },
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {page ? showingEntries(page.offset, page.items.length, page.total) : " "}
        </Text>
        <DataTableDensity density={density} onChange={onDensity} />
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden="true" />}
          disabled={disabled || !page?.prevCursor}
          onClick={() => params.goTo(page?.prevCursor ?? null, "prev")}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden="true" />}
          disabled={disabled || !page?.nextCursor}
          onClick={() => params.goTo(page?.nextCursor ?? null, "next")}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
