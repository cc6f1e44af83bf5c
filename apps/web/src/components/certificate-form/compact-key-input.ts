import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import type { ChangeEvent } from "react";

// Certificate numbers and client SKUs drop whitespace and are upper-cased as they are typed (spec
// 001 §5.1), keeping the caret where it was relative to the characters that stay.
export function compactKeyOnChange(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const compacted = compactCertificateKey(input.value);
  if (compacted === input.value) return;
  const caret = compactCertificateKey(
    input.value.slice(0, input.selectionStart ?? input.value.length),
  ).length;
  input.value = compacted;
  input.setSelectionRange(caret, caret);
}
