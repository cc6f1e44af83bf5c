import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { IconChevronDown } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { deferredModule } from "../../components/deferred-module";
import classes from "./newly-added.module.css";
import { clientOf, useQueueClients } from "./queue-clients";
import { itemKey, itemLabel } from "./queue-item";

// The company picker's code loads when a row's client field is first reached (a pointer over it,
// a focus, a touch): the dashboard draws without it.
const usePickerModule = deferredModule(() => import("./inline-client-picker"));

type Handoff = { typed: string; open: boolean };

// Typed text reaches the picker's field as if typed there (React reads the input event).
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

// A row's client, set in the row (issue 21): a combobox from the first paint. Until the row's
// field is reached it is a light stand-in of the same size; then the company picker takes its
// place, and the focus, a click, ↓ or what was typed meanwhile are handed to it.
export function QueueClientField({ item }: { item: NewlyAddedItem }) {
  const clients = useQueueClients();
  const { module, load } = usePickerModule();
  const key = itemKey(item);
  const client = clientOf(clients, item);
  const label = `Client for ${itemLabel(item)}`;
  const live = module !== null && clients.active === key;
  const box = useRef<HTMLDivElement>(null);
  const handoff = useRef<Handoff | null>(null);

  useEffect(() => {
    const wanted = handoff.current;
    const input = box.current?.querySelector("input");
    if (!live || !wanted || !input) return;
    handoff.current = null;
    // Moved on before the picker arrived (a Tab past the field): the picker takes the stand-in's
    // place without pulling the focus back. A focused stand-in leaves the focus on the body.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !box.current?.contains(focused)) return;
    input.focus();
    if (wanted.open) input.click();
    if (wanted.typed) typeInto(input, wanted.typed);
  }, [live]);

  // In a table wider than its box the pinned Complete column covers the right of the scrolled
  // part: a field reached by Tab is brought to the middle, clear of it.
  useEffect(() => {
    const element = box.current;
    const centre = () => element?.scrollIntoView({ block: "nearest", inline: "center" });
    element?.addEventListener("focusin", centre);
    return () => element?.removeEventListener("focusin", centre);
  }, []);

  function reach(open: boolean, typed = "") {
    load();
    clients.activate(item);
    handoff.current = {
      open: open || handoff.current?.open === true,
      typed: (handoff.current?.typed ?? "") + typed,
    };
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Space opens the list as on a select, unless it comes within typed text ('Keyboard Client').
    const typing = event.key === " " && (handoff.current?.typed ?? "") !== "";
    if (["ArrowDown", "ArrowUp", "Enter", " "].includes(event.key) && !typing) {
      event.preventDefault();
      reach(true);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      reach(false, event.key);
    }
  }

  return (
    <div
      ref={box}
      className={classes.clientBox}
      data-queue-client={key}
      data-missing={client ? undefined : true}
    >
      {live ? (
        <module.InlineClientPicker
          label={label}
          client={client}
          onChange={(next) => clients.choose(item, next)}
        />
      ) : (
        <div className={classes.standIn}>
          <input
            className={`${classes.standInInput} mantine-focus-auto`}
            role="combobox"
            aria-expanded={false}
            aria-haspopup="listbox"
            aria-label={label}
            readOnly
            value={client?.name ?? ""}
            title={client?.name}
            placeholder="Select a client"
            onPointerEnter={load}
            onMouseDown={(event) => {
              event.preventDefault();
              event.currentTarget.focus();
              reach(true);
            }}
            onFocus={() => reach(false)}
            onKeyDown={onKeyDown}
          />
          <IconChevronDown size={14} aria-hidden="true" className={classes.standInChevron} />
        </div>
      )}
    </div>
  );
}
