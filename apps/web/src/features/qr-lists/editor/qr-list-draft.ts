import type { QrList, QrListInput, QrListVideo } from "@loupe/domain/videos/qr-list-api";
import { qrListSaveProblems } from "@loupe/domain/videos/qr-list-rules";

// What the editor holds before a save (spec 002 §2 'QR list editor'): a title, a client and the
// videos chosen, in order.
export type QrListDraft = {
  title: string;
  client: { id: string; name: string } | null;
  videos: QrListVideo[];
};

export const emptyDraft: QrListDraft = { title: "", client: null, videos: [] };

export const draftOf = (list: QrList): QrListDraft => ({
  title: list.title,
  client: list.client,
  videos: list.videos,
});

// A video joins once, at the end; choosing it again changes nothing.
export const addVideo = (draft: QrListDraft, video: QrListVideo): QrListDraft =>
  draft.videos.some((chosen) => chosen.id === video.id)
    ? draft
    : { ...draft, videos: [...draft.videos, video] };

export const removeVideo = (draft: QrListDraft, id: string): QrListDraft => ({
  ...draft,
  videos: draft.videos.filter((video) => video.id !== id),
});

// What stops a save (the domain's rule: a client and at least 2 videos), as the server says it.
export const draftProblems = (draft: QrListDraft) =>
  qrListSaveProblems({ clientId: draft.client?.id ?? null, videoCount: draft.videos.length });

export const draftInput = (draft: QrListDraft): QrListInput => ({
  title: draft.title.trim(),
  clientId: draft.client?.id ?? null,
  videoIds: draft.videos.map((video) => video.id),
});

// The QR print button shows only once the list is saved: after a save or when an existing list
// loads (spec 002 §4), and not while the form has unsaved changes.
export const canPrintQr = (savedId: string | null, dirty: boolean) => savedId !== null && !dirty;
