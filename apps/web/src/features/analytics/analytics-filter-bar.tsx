import { allMonths, monthNames } from "@loupe/domain/analytics/analytics-period";
import { Group } from "@mantine/core";
import { CompanyPicker, PickList } from "../../components/deferred-fields-module";
import type { AnalyticsFilters } from "./analytics-filters";

const monthOptions = [
  { value: allMonths, label: allMonths },
  ...monthNames.map((name, index) => ({ value: String(index + 1), label: name })),
];

// Client, year and month (spec 002 §2 'Analytics', §3: the 12 months and ALL). The year's options
// are the years with records, and the year shown.
export function AnalyticsFilterBar({
  filters,
  years,
  shownYear,
  onChange,
}: {
  filters: AnalyticsFilters;
  years: readonly number[];
  shownYear: number | null;
  onChange: (change: Partial<AnalyticsFilters>) => void;
}) {
  const year = filters.year ?? shownYear;
  const yearOptions = [...new Set([...years, ...(year === null ? [] : [year])])]
    .sort((a, b) => b - a)
    .map(String);
  return (
    <Group gap="md" align="flex-end" wrap="wrap" mb="lg" role="search" aria-label="Analytics filters">
      <CompanyPicker
        kind="client"
        label="Client"
        placeholder="Select a client"
        value={filters.clientId}
        onChange={(clientId) => onChange({ clientId })}
        dropdownMinWidth={280}
      />
      <PickList
        label="Year"
        w={130}
        data={yearOptions}
        value={year === null ? null : String(year)}
        disabled={!filters.clientId}
        onChange={(value) => value && onChange({ year: Number(value) })}
      />
      <PickList
        label="Month"
        w={170}
        data={monthOptions}
        value={String(filters.month)}
        disabled={!filters.clientId}
        onChange={(value) => value && onChange({ month: value === allMonths ? allMonths : Number(value) })}
      />
    </Group>
  );
}
