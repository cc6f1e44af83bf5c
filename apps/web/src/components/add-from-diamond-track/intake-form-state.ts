import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import {
  // Not a hook, despite its name: renamed so the hook rules do not apply.
  clientSkuForVideoIn,
  type IntakeMode,
  readCertificateList,
} from "@loupe/domain/intake/certificate-list";
import { useState } from "react";

export type IntakeForm = {
  type: CertificateType;
  mode: IntakeMode;
  text: string;
  useClientSkuForVideo: boolean;
  error: string | null;
};

export const blankIntakeForm = (type: CertificateType): IntakeForm => ({
  type,
  mode: "single",
  text: "",
  useClientSkuForVideo: clientSkuForVideoIn("single"),
  error: null,
});

// In multiple mode a list pasted one per line (a spreadsheet column) is read as comma-separated:
// stripping the line breaks as whitespace would glue the numbers together.
export const typedCertificates = (form: Pick<IntakeForm, "mode" | "text">) =>
  form.mode === "multiple" ? form.text.replace(/[\r\n]+/g, ",") : form.text;

export const readIntakeForm = (form: IntakeForm) => readCertificateList(typedCertificates(form), form.mode);

// The popup's fields. Choosing a mode sets 'use client SKU for the video' to that mode's default
// (spec 000 §4); the user may change it afterwards.
export function useIntakeForm(type: CertificateType) {
  const [form, setForm] = useState(() => blankIntakeForm(type));
  return {
    form,
    reset: (preset: CertificateType) => setForm(blankIntakeForm(preset)),
    setType: (next: CertificateType) => setForm((current) => ({ ...current, type: next })),
    setMode: (mode: IntakeMode) =>
      setForm((current) => ({
        ...current,
        mode,
        useClientSkuForVideo: clientSkuForVideoIn(mode),
        error: null,
      })),
    // Add More: a new list, in the same type and mode; the last one is never sent again.
    startOver: () => setForm((current) => ({ ...current, text: "", error: null })),
    setText: (text: string) => setForm((current) => ({ ...current, text, error: null })),
    setUseClientSkuForVideo: (on: boolean) =>
      setForm((current) => ({ ...current, useClientSkuForVideo: on })),
    setError: (error: string | null) => setForm((current) => ({ ...current, error })),
  };
}
