import { LRUCache } from "lru-cache";
import { changeNoticesOf } from "../db/change-notices";
import type { Database } from "../db/client";
import { type LabProfile, readLabProfile } from "./lab-profile";
import { pageEtag } from "./page-etag";
import type { PublicPage, PublicRecord } from "./public-page";

// A public page as the frame sends it: what its view is counted against, its HTML and its tag.
export type RenderedPage = { id: string; clientId: string | null; html: string; etag: string };

// Pages kept as rendered, with what they were rendered at (decision 0031): the version of every row
// they show, read with the other requests of a batch after the request arrived, and the lab. An
// edit on any server gives its rows a new version, so the next request renders anew. A page also
// remembers the count of change notices it was last verified at (decision 0034): while that count
// stands, nothing it reads has changed, and it is sent without reading its version.
type KeptPage = { renderedAt: string; page: RenderedPage; verifiedAt: number | null };

const keptPages = new LRUCache<string, KeptPage>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: ({ page, renderedAt }) => page.html.length + renderedAt.length + 200,
});

export type PageRequest = {
  db: Database;
  page: PublicPage;
  key: string;
  // The address as asked for (the page's URL when its kind has no canonical path).
  url: string;
  render: (found: PublicRecord, lab: LabProfile | null) => Promise<string>;
};

// The page a request asks for, or null when its key names nothing public.
export async function renderedPage({
  db,
  page,
  key,
  url,
  render,
}: PageRequest): Promise<RenderedPage | null> {
  const keptAs = page.version ? JSON.stringify([page.kind, key, url]) : null;
  // Counted after this request arrived (null when nothing listens): a change committed before it
  // is in the count.
  const notices = keptAs ? await changeNoticesOf(db)?.counted() : null;
  const kept = keptAs ? keptPages.get(keptAs) : undefined;
  if (kept && notices != null && kept.verifiedAt === notices) return kept.page;

  // Both read with the other requests of their batch, side by side.
  const [lab, version] = await Promise.all([readLabProfile(db), page.version ? page.version(db, key) : null]);
  if (version === undefined) return null;
  const renderedAt = JSON.stringify([version, lab]);
  if (kept && kept.renderedAt === renderedAt) {
    kept.verifiedAt = notices ?? null;
    return kept.page;
  }
  const found = await page.find(db, key);
  if (!found) return null;
  const html = await render(found, lab);
  const rendered = { id: found.id, clientId: found.clientId, html, etag: pageEtag(html) };
  if (keptAs) keptPages.set(keptAs, { renderedAt, page: rendered, verifiedAt: notices ?? null });
  return rendered;
}
