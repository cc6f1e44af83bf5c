import { withVideoExtension } from "../files";

// The name a jewelry video file gets (spec 001 §5.1: '.mp4' appended if missing; the newer
// editor also adds the suffix _001). The suffix goes before the extension: 'JW1' and 'JW1.mp4'
// both become 'JW1_001.mp4'. A name that already ends in a three-digit suffix ('JW1_002') keeps
// it, so naming is idempotent and a second take is not renamed to the first.
export const jewelryVideoSuffix = "_001";

export function jewelryVideoName(fileName: string): string {
  const base = fileName.trim().replace(/\.mp4$/i, "");
  if (base === "") return "";
  return withVideoExtension(/_\d{3}$/.test(base) ? base : `${base}${jewelryVideoSuffix}`);
}
