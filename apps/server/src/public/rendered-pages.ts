import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { type LabProfile, readLabProfile } from "./lab-profile";
import { pageEtag } from "./page-etag";
import type { PublicPage, PublicRecord } from "./public-page";

// A public page as the frame sends it: what its view is counted against, its HTML and its tag.
export type RenderedPage = { id: string; clientId: string | null; html: string; etag: string };

// Pages kept as rendered, under the version of everything they show (decision 0031). A kind that
// declares `version` has its pages served from here while the version read for the request (with
// the other requests of its batch, after the request arrived) is the one the page was rendered
// at; an edit on any server gives its rows a new version, so the next request renders anew.
const renderedPages = new LRUCache<string, RenderedPage>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + 200,
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
  // Both read with the other requests of their batch, side by side.
  const [lab, version] = await Promise.all([readLabProfile(db), page.version ? page.version(db, key) : null]);
  if (version === undefined) return null;
  const keptAs = version === null ? null : JSON.stringify([page.kind, key, url, version, lab]);
  const kept = keptAs ? renderedPages.get(keptAs) : undefined;
  if (kept) return kept;
  const found = await page.find(db, key);
  if (!found) return null;
  const html = await render(found, lab);
  const rendered = { id: found.id, clientId: found.clientId, html, etag: pageEtag(html) };
  if (keptAs) renderedPages.set(keptAs, rendered);
  return rendered;
}
