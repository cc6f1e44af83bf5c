import { renderAsync } from "@resvg/resvg-js";
import { eq } from "drizzle-orm";
import { storedFiles } from "../../db/files-schema";
import type { AppServices } from "../../services";
import { diamondImperfections as maps } from "./schema";

const embeddable = new Set(["image/png", "image/jpeg"]);

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

// The proportions image as the PDF can embed it: a data: URI of PNG or JPEG (a WebP or GIF upload
// is redrawn as PNG by resvg); "" when it cannot be read, and the page then leaves its place empty.
export async function inlineProportions(services: AppServices, mapId: string): Promise<string> {
  const [file] = await services.db
    .select({ storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(maps)
    .innerJoin(storedFiles, eq(storedFiles.id, maps.proportionsFileId))
    .where(eq(maps.id, mapId));
  if (!file) return "";
  const bytes = await readAll(await services.storage.read(file.storageKey));
  if (embeddable.has(file.contentType)) return `data:${file.contentType};base64,${bytes.toString("base64")}`;
  try {
    const wrapped = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="900"><image width="1200" height="900" xlink:href="data:${file.contentType};base64,${bytes.toString("base64")}"/></svg>`;
    const png = (await renderAsync(wrapped, { logLevel: "off", font: { loadSystemFonts: false } })).asPng();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch {
    return "";
  }
}
