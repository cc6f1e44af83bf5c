import { type RefObject, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import classes from "../skip-link.module.css";
import { focusFirstField } from "./form-keyboard";

// "Skip to form": the page's first stop for the keyboard (before the side menu's entries), shown
// when focused, taking focus to the form's first field. It lives at the start of the page's body,
// where the Tab order begins, for as long as the form is open.
export function SkipToForm({ form, formId }: { form: RefObject<HTMLFormElement | null>; formId: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);
  if (!host) return null;
  return createPortal(
    <a
      className={classes.link}
      href={`#${formId}`}
      onClick={(event) => {
        if (focusFirstField(form.current)) event.preventDefault();
      }}
    >
      Skip to form
    </a>,
    host,
  );
}
