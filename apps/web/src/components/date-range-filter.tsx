import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { chooseEndDate, chooseStartDate, type DateRangeChange } from "@loupe/domain/date-range";
import { messages } from "@loupe/domain/messages";
import { Group } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { IconCalendar } from "@tabler/icons-react";
import { type Day, type DayRange, dateToDay, dayToDate, parseTypedDay } from "../lib/days";

function toDays(change: DateRangeChange): DayRange {
  return {
    start: change.start ? dateToDay(change.start) : null,
    end: change.end ? dateToDay(change.end) : null,
  };
}

// The list filter's two dates, with the shared rule of spec 000 §5: choosing a start sets the end
// to the same day; an end before the start warns and clears both.
export function DateRangeFilter({
  start,
  end,
  onChange,
}: {
  start: Day | null;
  end: Day | null;
  onChange: (range: DayRange) => void;
}) {
  const range = { start: dayToDate(start), end: dayToDate(end) };

  function apply(change: DateRangeChange) {
    if (change.warning) {
      notifications.show({
        color: "yellow",
        title: messages.dateRangeWarningTitle,
        message: change.warning,
        autoClose: notificationAutoCloseMs,
      });
    }
    onChange(toDays(change));
  }

  // The dates can be typed (MM/DD/YYYY) or picked from the calendar.
  const shared = {
    clearable: true,
    valueFormat: "MM/DD/YYYY",
    dateParser: parseTypedDay,
    placeholder: "MM/DD/YYYY",
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    flex: 1,
    miw: 0,
  } as const;

  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <DateInput
        {...shared}
        label="Start Date"
        value={range.start ? start : null}
        clearButtonProps={{ "aria-label": "Clear start date" }}
        onChange={(value) => apply(chooseStartDate(range, dayToDate(value)))}
      />
      <DateInput
        {...shared}
        label="End Date"
        value={range.end ? end : null}
        defaultDate={range.end ? undefined : (range.start ?? undefined)}
        clearButtonProps={{ "aria-label": "Clear end date" }}
        onChange={(value) => apply(chooseEndDate(range, dayToDate(value)))}
      />
    </Group>
  );
}
