// The keyboard's ways into and out of a certificate form: its first field (autofocus, the skip
// link) and Ctrl/⌘+S (the Save button's own submit).

// The form's first field a user can type in or choose from (the Template selector).
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  return (
    form?.querySelector<HTMLElement>("input:not([type='hidden']):not(:disabled), textarea, select") ?? null
  );
}

export function focusFirstField(form: HTMLFormElement | null): boolean {
  const field = firstField(form);
  field?.focus();
  return field !== null;
}

const isSaveShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s";

// Ctrl/⌘+S never opens the browser's save dialog while a form is open. It presses the form's Save
// (its submit button) when focus is in the form or nowhere: the same submit as the click, so the
// same checks and confirmations; a disabled or absent Save (busy, uploading, no template yet)
// does nothing, and a dialog over the form keeps the keys to itself.
export function saveShortcutListener(form: () => HTMLFormElement | null) {
  return (event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    event.preventDefault();
    const current = form();
    const target = event.target;
    if (!current || (target instanceof Node && target !== document.body && !current.contains(target))) return;
    const save = current.querySelector<HTMLButtonElement>("button[type='submit']");
    if (save && !save.disabled) current.requestSubmit(save);
  };
}
