import type { ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { messages } from "@loupe/domain/messages";
import { type ChangeEvent, useCallback, useRef, useState } from "react";
import { notifySuccess } from "../../../components/notify-success";
import { errorDetail } from "../../../lib/api-client";
import { useUploadProportions } from "../api";

// Spec 002 §8: 'could not upload image: {file name}'.
const couldNotUpload = (name: string) => `could not upload image: ${name}`;

// The Proportions column's upload: one hidden file input for the whole list (a page has up to
// 1000 rows), opened for the row whose button was pressed; images only, checked here by type and
// size to spare a refused upload, and again by content on the server.
export function useProportionsUpload(onFailure: (message: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<ImperfectionListItem | null>(null);
  const [uploadingId, setUploadingId] = useState<string | null>(null);
  const upload = useUploadProportions();

  const choose = useCallback((row: ImperfectionListItem) => {
    target.current = row;
    input.current?.click();
  }, []);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    const row = target.current;
    if (!file || !row) return;
    // Loaded here: the rules bring zod, which the list does not otherwise need.
    const { imageUploadLimits, imageTooLarge, notAnImage } = await import("@loupe/domain/files");
    const types: readonly string[] = imageUploadLimits.contentTypes;
    if (!types.includes(file.type)) return onFailure(`${couldNotUpload(file.name)}. ${notAnImage}`);
    if (file.size > imageUploadLimits.maxBytes) return onFailure(imageTooLarge);
    setUploadingId(row.id);
    try {
      await upload.mutateAsync({ id: row.id, file });
      notifySuccess(messages.proportionsAdded);
    } catch (error) {
      onFailure(`${couldNotUpload(file.name)}. ${errorDetail(error)}`);
    } finally {
      setUploadingId(null);
    }
  }

  const accept = "image/png,image/jpeg,image/webp,image/gif";
  const fileInput = {
    ref: input,
    type: "file",
    accept,
    hidden: true,
    onChange,
    "aria-hidden": true,
  } as const;
  return { choose, uploadingId, fileInput };
}
