import {
  CheckIcon,
  Combobox,
  InputBase,
  type InputBaseProps,
  ScrollArea,
  Text,
  useCombobox,
} from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { type PickOption, pickListMatches } from "./pick-list-matches";

export type { PickOption };

// Mantine's own class names for a Select's options (its types leave them untyped).
const classes: Record<string, string> = Combobox.classes;

// The key of the `none` choice among the options (never a value of the list's own).
const noneKey = "\u0000none";

export type PickListProps = Pick<
  InputBaseProps,
  "label" | "description" | "error" | "required" | "disabled" | "w" | "maw" | "miw" | "flex" | "style"
> & {
  data: readonly (string | PickOption)[];
  // The chosen option's value; null when nothing is chosen.
  value: string | null;
  onChange: (value: string | null, option: PickOption | null) => void;
  placeholder?: string;
  "aria-label"?: string;
  // The full text on hover, for a field narrower than its longest choice.
  title?: string;
  // An × that empties the field.
  clearable?: boolean;
  // A choice for "nothing" (the company pickers' NONE): the placeholder while nothing is chosen
  // and the first option while nothing is typed; never text in the field.
  none?: string;
  // What is typed, as it changes ("" once the field shows its choice again).
  onSearchChange?: (typed: string) => void;
  renderOption?: (option: PickOption) => ReactNode;
  nothingFound?: string;
  maxDropdownHeight?: number;
  // Inside a dialog whose content is scrolled or clipped, the list may stay in place.
  withinPortal?: boolean;
  // The list always opens under the field, never flipped up over what is above it (a table's
  // header): the page scrolls to show it when the field is low in the window.
  opensBelow?: boolean;
  // The open list's least width, for options longer than a narrow field (they wrap beyond it).
  dropdownMinWidth?: number;
};

const toOption = (item: string | PickOption): PickOption =>
  typeof item === "string" ? { value: item, label: item } : item;

// Every pick-list of the app behaves this one way (issue 19): the field shows the choice; typing
// replaces it and narrows the list to the matches, best first; ↓ or ↑ opens a closed list on the
// current choice, and in an open list moves the highlight; typing highlights the best match, and
// the first ↓ after typing stays on it (so typed, ↓, Enter and typed, Enter both take it); Enter
// takes the highlighted option and nothing else (with nothing highlighted it neither picks nor
// submits the form); Escape or leaving the field keeps the choice.
export function PickList({
  data,
  value,
  onChange,
  placeholder,
  clearable = false,
  none,
  onSearchChange,
  renderOption,
  nothingFound,
  maxDropdownHeight = 260,
  withinPortal = true,
  opensBelow = false,
  dropdownMinWidth,
  disabled,
  ...field
}: PickListProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      setHighlighted(null);
      changeTyped(null);
    },
  });

  const options = useMemo(() => data.map(toOption), [data]);
  const chosen = options.find((option) => option.value === value) ?? null;
  const searching = typed !== null && typed.trim() !== "";
  const shown = useMemo(() => {
    const matches = pickListMatches(options, searching ? typed : "");
    return none !== undefined && !searching ? [{ value: noneKey, label: none }, ...matches] : matches;
  }, [options, typed, searching, none]);
  // A highlight the list no longer shows (its options changed) is gone; while typing with no
  // highlight moved by ↓ or ↑, the best match is highlighted.
  const moved = shown.some((option) => option.value === highlighted) ? highlighted : null;
  const active = moved ?? (searching ? (shown[0]?.value ?? null) : null);
  const optionId = (option: PickOption) => `${id}-option-${shown.indexOf(option)}`;
  const activeOption = shown.find((option) => option.value === active);
  const activeId = combobox.dropdownOpened && activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  // A list opened under a low field is brought into the window once placed (and again as it grows).
  const dropdown = useRef<HTMLDivElement>(null);
  const opened = combobox.dropdownOpened;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown.length is when the list grows.
  useEffect(() => {
    if (!opensBelow || !opened) return;
    // Only down: the window never moves sideways (a list still being placed may reach past it).
    const reveal = () => {
      const below = (dropdown.current?.getBoundingClientRect().bottom ?? 0) - window.innerHeight;
      if (below > 0) window.scrollBy({ top: below + 8 });
    };
    const frame = requestAnimationFrame(() => requestAnimationFrame(reveal));
    return () => cancelAnimationFrame(frame);
  }, [opensBelow, opened, shown.length]);

  function changeTyped(next: string | null) {
    setTyped(next);
    onSearchChange?.(next ?? "");
  }

  function choose(key: string) {
    const option = shown.find((candidate) => candidate.value === key) ?? null;
    combobox.closeDropdown();
    setHighlighted(null);
    changeTyped(null);
    if (!option || key === noneKey) onChange(null, null);
    else if (option.value !== value) onChange(option.value, option);
  }

  // The current choice (NONE when nothing is chosen and NONE is offered), else the first option.
  const openingHighlight = () => {
    const current = value === null && none !== undefined ? noneKey : value;
    return shown.some((option) => option.value === current) ? current : (shown[0]?.value ?? null);
  };

  function move(step: 1 | -1) {
    if (shown.length === 0) return;
    // From the typed best match, the first ↓ stays on it: it was shown highlighted, not chosen.
    const at = shown.findIndex((option) => option.value === moved);
    const next =
      at === -1 ? (step === 1 ? 0 : shown.length - 1) : Math.min(Math.max(at + step, 0), shown.length - 1);
    setHighlighted(shown[next]?.value ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const open = combobox.dropdownOpened;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        combobox.openDropdown("keyboard");
        setHighlighted(openingHighlight());
      } else move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && open) {
      // Never the form's submit while the list is open, and never an option not highlighted.
      event.preventDefault();
      if (active !== null) choose(active);
    } else if (event.key === "Escape" && open) {
      combobox.closeDropdown("keyboard");
    }
  }

  const showClear = clearable && value !== null && !disabled;
  const text = typed ?? chosen?.label ?? "";

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal={withinPortal}
      __staticSelector="Select"
      {...(opensBelow ? { position: "bottom-start", middlewares: { flip: false, shift: true } } : {})}
    >
      <Combobox.Target withExpandedAttribute withKeyboardNavigation={false} aria-activedescendant={activeId}>
        <InputBase
          {...field}
          id={id}
          disabled={disabled}
          value={text}
          placeholder={value === null && none !== undefined ? none : placeholder}
          autoComplete="off"
          onChange={(event) => {
            changeTyped(event.currentTarget.value);
            setHighlighted(null);
            combobox.openDropdown();
          }}
          onKeyDown={onKeyDown}
          // Typing replaces the shown choice, as a native select's type-ahead does.
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => {
            if (typed === null) event.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            showClear ? <Combobox.ClearButton onClear={() => choose(noneKey)} /> : <Combobox.Chevron />
          }
          rightSectionPointerEvents={showClear ? "all" : "none"}
        />
      </Combobox.Target>
      <Combobox.Dropdown ref={dropdown} miw={dropdownMinWidth} hidden={shown.length === 0 && !nothingFound}>
        <Combobox.Options
          labelledBy={field.label ? `${id}-label` : undefined}
          aria-label={field.label ? undefined : field["aria-label"]}
        >
          <ScrollArea.Autosize mah={maxDropdownHeight} type="scroll">
            {shown.map((option) => (
              <Combobox.Option
                key={option.value}
                id={optionId(option)}
                value={option.value}
                selected={option.value === active}
                active={option.value === (value ?? (none !== undefined ? noneKey : null))}
                aria-selected={option.value === active}
                className={classes.optionsDropdownOption}
              >
                {option.value === noneKey ? (
                  <Text size="sm" fw={600} span>
                    {option.label}
                  </Text>
                ) : renderOption ? (
                  renderOption(option)
                ) : (
                  <>
                    {option.value === value && <CheckIcon className={classes.optionsDropdownCheckIcon} />}
                    <span>{option.label}</span>
                  </>
                )}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
          {shown.length === 0 && nothingFound && <Combobox.Empty>{nothingFound}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
