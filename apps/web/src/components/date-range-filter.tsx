import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { chooseEndDate, chooseStartDate, type DateRangeChange, rangeBounds } from "@loupe/domain/date-range";
import { messages } from "@loupe/domain/messages";
import { Group } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { IconCalendar } from "@tabler/icons-react";

// A day as the URL and Mantine's pickers hold it: YYYY-MM-DD, read and written in local time.
export type Day = string;
export type DayRange = { start: Day | null; end: Day | null };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, "0");

// Local midnight of the day, or null when the text is not a real YYYY-MM-DD day.
export function dayToDate(day: string | null | undefined): Date | null {
  const match = dayPattern.exec(day ?? "");
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  const real = value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date;
  return real ? value : null;
}

// The local calendar day of the instant (no UTC shift).
export function dateToDay(date: Date): Day {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// The instants an API list filters on, [createdFrom, createdTo): the end day is included whole.
export function dayRangeToInstants(
  start: string | null | undefined,
  end: string | null | undefined,
): { createdFrom?: string; createdTo?: string } {
  const { from, toExclusive } = rangeBounds({ start: dayToDate(start), end: dayToDate(end) });
  return {
    ...(from ? { createdFrom: from.toISOString() } : {}),
    ...(toExclusive ? { createdTo: toExclusive.toISOString() } : {}),
  };
}

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

  const shared = {
    clearable: true,
    valueFormat: "MM/DD/YYYY",
    placeholder: "MM/DD/YYYY",
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    w: { base: "100%", xs: 170 },
  } as const;

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <DatePickerInput
        {...shared}
        label="Start Date"
        value={range.start ? start : null}
        clearButtonProps={{ "aria-label": "Clear start date" }}
        onChange={(value) => apply(chooseStartDate(range, dayToDate(value)))}
      />
      <DatePickerInput
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
