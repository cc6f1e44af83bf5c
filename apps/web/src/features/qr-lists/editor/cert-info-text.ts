import type { QrCertInfo } from "@loupe/domain/videos/qr-list-api";

// "1.01 ct · Oval · Ring", or a dash when the video's certificate was not found.
export function certInfoText(info: QrCertInfo | null): string {
  if (!info) return "—";
  const parts = [info.caratWeight ? `${info.caratWeight} ct` : "", info.shape, info.type].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "—";
}
