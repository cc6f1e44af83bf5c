import {
  type ImperfectionStatusFilter,
  imperfectionStatusFilterLabels,
  imperfectionStatusFilters,
} from "@loupe/domain/imperfections/imperfection-list";
import { imperfectionTypes } from "@loupe/domain/options/imperfection-types";
import { imperfectionShapes } from "@loupe/domain/options/shapes";
import { DateRangeField, SearchBoxField } from "../../../components/filter-fields";
import { FilterField, FilterPanel } from "../../../components/filter-panel";
import { useListFilterBar } from "../../../components/use-certificate-filter-bar";
import { DeferredMultiSelect } from "./deferred-multi-select";
import classes from "./imperfection-cells.module.css";
import {
  type ImperfectionFilterValues,
  imperfectionFilterChips,
  imperfectionUrlFilters,
  readList,
  splitList,
} from "./imperfection-filters";

const shapeOptions = imperfectionShapes.map((shape) => ({ value: shape, label: shape }));
const typeOptions = imperfectionTypes.map((type) => ({ value: type, label: type }));

// The list's filters (spec 002 §2 'Imperfections list'): name, the date range with the shared
// rule, shapes, characteristics, and completed or pending (one or neither); applied with Filters,
// cleared with Clear Filters or a chip's ×.
export function ImperfectionFilterBar({
  filters,
  onApply,
}: {
  filters: ImperfectionFilterValues;
  onApply: (filters: ImperfectionFilterValues) => void;
}) {
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: imperfectionUrlFilters.empty,
    chips: imperfectionFilterChips,
  });
  const toggleStatus = (status: ImperfectionStatusFilter, checked: boolean) =>
    set({ status: checked ? status : draft.status === status ? null : draft.status });

  return (
    <FilterPanel {...panel}>
      <SearchBoxField placeholder="Name" value={draft.search} onChange={(search) => set({ search })} />
      <DateRangeField start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      <FilterField>
        <DeferredMultiSelect
          label="Shape"
          placeholder="Any shape"
          data={shapeOptions}
          value={splitList(draft.shapes)}
          onChange={(shapes) => set({ shapes: readList(imperfectionShapes, shapes.join(",")) })}
        />
      </FilterField>
      <FilterField>
        <DeferredMultiSelect
          label="Imperfection"
          placeholder="Any imperfection"
          data={typeOptions}
          value={splitList(draft.imperfections)}
          onChange={(types) => set({ imperfections: readList(imperfectionTypes, types.join(",")) })}
        />
      </FilterField>
      <FilterField size="wide">
        {/* Mutually exclusive (spec): ticking one unticks the other; neither shows both. Native
            checkboxes: the list's first load has no room for Mantine's. */}
        <fieldset className={classes.statusChoice}>
          <legend className={classes.statusLegend}>Status</legend>
          {imperfectionStatusFilters.map((status) => (
            <label key={status} className={classes.statusOption}>
              <input
                type="checkbox"
                checked={draft.status === status}
                onChange={(event) => toggleStatus(status, event.currentTarget.checked)}
              />
              {imperfectionStatusFilterLabels[status]}
            </label>
          ))}
        </fieldset>
      </FilterField>
    </FilterPanel>
  );
}
