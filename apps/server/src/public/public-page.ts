import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import type { Database } from "../db/client";
import type { LabProfile } from "./lab-profile";

// A record found for a public address: its id and client (its views are counted against them),
// its own canonical path, and its page, rendered for that page's absolute URL under the issuing lab.
export type PublicRecord = {
  id: string;
  clientId: string | null;
  // The client's website (an http(s) address) that the page links to through /visit, or none.
  clientWebsite: string | null;
  canonicalPath: string | null;
  // siteLink: the page's recorded link to its client's website (visitPath), when it has one.
  render: (pageUrl: string, lab: LabProfile | null, siteLink: string | null) => Promise<string>;
};

// One kind's public page, registered by its area (AreaModule.publicPage): /c/{kind}/{key}.
// `find` gets the key trimmed, never empty and at most maxKeyLength characters.
export type PublicPage = {
  kind: PublicPageKind;
  find: (db: Database, key: string) => Promise<PublicRecord | null>;
  // The version of every row `find` and the render read for the key (their xmin), read with the
  // other requests of a batch; undefined when the key names nothing public. A kind that declares
  // it has its rendered pages kept under it (rendered-pages.ts, decision 0031).
  version?: (db: Database, key: string) => Promise<string | undefined>;
};
