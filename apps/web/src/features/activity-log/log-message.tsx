import { changeLines } from "@loupe/domain/activity-changes";
import type { ActivityLogItem } from "@loupe/domain/activity-log-query";
import { IconChevronRight } from "@tabler/icons-react";
import { useId, useState } from "react";
import classes from "./log-message.module.css";

// An entry's sentence; an update's opens to its changed fields, one a line ('Color: G → F').
// Plain elements: a page draws one per row.
export function LogMessage({ entry }: { entry: ActivityLogItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (entry.changes.length === 0) return entry.summary;
  const count = entry.changes.length;
  return (
    <div>
      <button
        type="button"
        className={`${classes.toggle} mantine-focus-auto`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <IconChevronRight
          size={14}
          aria-hidden="true"
          className={classes.chevron}
          data-open={open || undefined}
        />
        <span>{entry.summary}</span>
        <span className={classes.count}>
          {count} {count === 1 ? "change" : "changes"}
        </span>
      </button>
      {open && (
        <ul id={id} className={classes.changes} aria-label={`Changes: ${entry.summary}`}>
          {changeLines(entry.entityType, entry.changes).map((line, index) => (
            // Lines have no key but their place: two can read alike.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
