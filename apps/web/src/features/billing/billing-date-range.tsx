import {
  type BillingDayRange,
  chooseBillingEnd,
  chooseBillingStart,
} from "@loupe/domain/billing/billing-date-range";
import { Group } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { dayToDate, parseTypedDay } from "../../lib/days";

// The report's two dates, New York days (spec 001 §5.4): choosing a start sets the end to the same
// day; an end before the start is cleared, without a warning.
export function BillingDateRange({
  range,
  onChange,
}: {
  range: BillingDayRange;
  onChange: (range: BillingDayRange) => void;
}) {
  const day = (value: string | null) => (value && dayToDate(value) ? value : null);
  const shared = {
    clearable: true,
    valueFormat: "MM/DD/YYYY",
    dateParser: parseTypedDay,
    placeholder: "MM/DD/YYYY",
    description: "New York time",
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    flex: 1,
    miw: 0,
  } as const;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <DateInput
        {...shared}
        label="Start Date"
        value={range.start}
        clearButtonProps={{ "aria-label": "Clear start date" }}
        onChange={(value) => onChange(chooseBillingStart(range, day(value)))}
      />
      <DateInput
        {...shared}
        label="End Date"
        value={range.end}
        defaultDate={range.end ?? range.start ?? undefined}
        clearButtonProps={{ "aria-label": "Clear end date" }}
        onChange={(value) => onChange(chooseBillingEnd(range, day(value)))}
      />
    </Group>
  );
}
