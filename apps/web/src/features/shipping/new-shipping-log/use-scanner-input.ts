import { useEffect, useRef } from "react";

// A keyboard-wedge scanner types a barcode as a burst of keys ending in Enter (spec 001 §2.6: global
// key presses are collected as scanner input). While `active`, keys typed anywhere but in a field
// (the modal's hidden scanner input counts as none) are gathered, and Enter hands the text over.
// The Enter that ends a burst is kept from the focused control, so it never presses a button.
export function useScannerInput(
  active: boolean,
  onScan: (text: string) => void,
  scannerInput: HTMLElement | null,
) {
  const buffer = useRef("");
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!active) return;
    buffer.current = "";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const typing =
        target !== scannerInput &&
        (target?.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target?.tagName ?? ""));
      if (typing) return;
      if (event.key === "Enter") {
        const text = buffer.current;
        buffer.current = "";
        if (text.trim() === "") return;
        event.preventDefault();
        event.stopPropagation();
        handler.current(text);
      } else if (event.key.length === 1) {
        buffer.current += event.key;
        // A space would press a focused button; a barcode's keys are only gathered.
        event.preventDefault();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [active, scannerInput]);
}
