import type { RefObject } from "react";
import { PageSkipLink } from "../page-skip-link";
import { focusFirstField } from "./form-keyboard";

// "Skip to form": the page's first stop for the keyboard, taking focus to the form's first field.
export function SkipToForm({ form, formId }: { form: RefObject<HTMLFormElement | null>; formId: string }) {
  return (
    <PageSkipLink href={`#${formId}`} onSkip={() => focusFirstField(form.current)}>
      Skip to form
    </PageSkipLink>
  );
}
