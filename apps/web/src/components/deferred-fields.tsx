import { IconCalendar } from "@tabler/icons-react";
import type { ComponentProps } from "react";
import { formatDay } from "../lib/days";
import type { CompanyPicker } from "./company-picker";
import type { DateRangeFilter } from "./date-range-filter";
import { deferredModule } from "./deferred-module";
import { DeferredSwap } from "./deferred-swap";
import type { PickListProps } from "./pick-list";
import { StandInField, StandInGroup } from "./stand-in-field";

// A list's filter pickers (pick-list, company, date range) load when the pointer or focus first
// reaches one of them: their dropdowns, calendar and positioning code are not needed to draw the
// list. Until then each shows as a stand-in of the same size with the same value.
const useFieldsModule = deferredModule(() => import("./deferred-fields-module"));

type Option = PickListProps["data"][number];
const optionLabel = (data: readonly Option[], value: string | null) => {
  const option = data.find((item) => (typeof item === "string" ? item : item.value) === value);
  return option === undefined ? "" : typeof option === "string" ? option : option.label;
};

export function DeferredSelect(props: PickListProps & { label: string }) {
  const { module, load } = useFieldsModule();
  const standIn = (
    <StandInField
      label={props.label}
      placeholder={props.placeholder ?? ""}
      value={optionLabel(props.data, props.value)}
      chevron
    />
  );
  return (
    <DeferredSwap ready={module !== null} onIntent={load} standIn={standIn}>
      {module && <module.PickList {...props} />}
    </DeferredSwap>
  );
}

// The stand-in shows no name for a chosen company (the picker reads it from the server).
export function DeferredCompanyPicker(props: ComponentProps<typeof CompanyPicker>) {
  const { module, load } = useFieldsModule();
  const standIn = (
    <StandInField label={props.label} placeholder={props.placeholder ?? "Search by name"} value="" chevron />
  );
  return (
    <DeferredSwap ready={module !== null} onIntent={load} standIn={standIn}>
      {module && <module.CompanyPicker {...props} />}
    </DeferredSwap>
  );
}

export function DeferredDateRangeFilter(props: ComponentProps<typeof DateRangeFilter>) {
  const { module, load } = useFieldsModule();
  const icon = <IconCalendar size={16} aria-hidden="true" />;
  const standIn = (
    <StandInGroup>
      <StandInField
        label="Start Date"
        placeholder="MM/DD/YYYY"
        value={formatDay(props.start)}
        leftSection={icon}
      />
      <StandInField
        label="End Date"
        placeholder="MM/DD/YYYY"
        value={formatDay(props.end)}
        leftSection={icon}
      />
    </StandInGroup>
  );
  return (
    <DeferredSwap ready={module !== null} onIntent={load} standIn={standIn}>
      {module && <module.DateRangeFilter {...props} />}
    </DeferredSwap>
  );
}
