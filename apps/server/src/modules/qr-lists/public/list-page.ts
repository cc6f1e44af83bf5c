import { publicMediaPath } from "@loupe/domain/certificates/record-fields";
import { isUuid } from "@loupe/domain/ids";
import { qrListPublicPath } from "@loupe/domain/videos/qr-list-list";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { PublicPage } from "../../../public/public-pages";
import { clientWebsite, companies } from "../../companies/ports";
import { certificatesOf } from "../qr-cert-info";
import { qrLists } from "../schema";
import { videosOfList } from "../service";
import { type PublicList, renderListPage } from "./list-document";

async function findPublicList(db: Database, id: string): Promise<PublicList | null> {
  const [list] = await db
    .select({
      id: qrLists.id,
      title: qrLists.title,
      clientId: qrLists.clientId,
      clientName: companies.name,
      clientLogoFileId: companies.logoFileId,
    })
    .from(qrLists)
    .leftJoin(companies, eq(companies.id, qrLists.clientId))
    .where(eq(qrLists.id, id));
  if (!list) return null;
  const videos = await videosOfList(db, id);
  const designated = await certificatesOf(db, videos);
  return {
    id: list.id,
    title: list.title,
    clientId: list.clientId,
    client:
      list.clientName === null
        ? null
        : {
            name: list.clientName,
            logoUrl: list.clientLogoFileId ? publicMediaPath(list.clientLogoFileId) : null,
          },
    videos: videos.map((video) => {
      const certificate = designated.get(video.id);
      // A queued record is not public yet: its facts stay off the page until it is completed.
      const shown = certificate?.publicPath ? certificate : null;
      return {
        name: video.name,
        videoUrl: publicMediaPath(video.videoFileId),
        posterUrl: video.thumbnailFileId ? publicMediaPath(video.thumbnailFileId) : null,
        info: shown?.info ?? null,
        certificatePath: shown?.publicPath ?? null,
      };
    }),
  };
}

// A QR list's public page at /c/list/{id} (spec 002 §2: 'a public digital certificate list page
// per list id'); its printed QR code opens it. The frame (public/public-pages.ts) answers 404 and
// counts the view against the list and its client.
export const qrListPublicPage: PublicPage = {
  kind: "list",
  find: async (db, key) => {
    if (!isUuid(key)) return null;
    const list = await findPublicList(db, key.toLowerCase());
    if (!list) return null;
    return {
      id: list.id,
      clientId: list.clientId,
      clientWebsite: await clientWebsite(db, list.clientId),
      canonicalPath: qrListPublicPath(list.id),
      render: (pageUrl, lab, siteLink) => renderListPage(list, pageUrl, lab, siteLink),
    };
  },
};
