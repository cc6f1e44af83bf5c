import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { qrLists, qrListVideos } from "../modules/qr-lists/schema";
import { daysAgo } from "./demo-files";

// Two QR lists of the demo's certificate videos (spec 002 §2 'Certificates QR Code'), each with a
// client and its videos in order; one already printed. Made days ago, so a list made today sorts
// above them.
export const demoQrLists: {
  title: string;
  client: number;
  videos: string[];
  printed: boolean;
  createdDaysAgo: number;
}[] = [
  {
    title: "Bridal Showcase",
    client: 0,
    videos: ["AUR-RING-1042", "AUR-NECK-2210"],
    printed: true,
    createdDaysAgo: 9,
  },
  {
    title: "Holiday Window",
    client: 1,
    videos: ["LG1000234", "ORD7-2", "CRS-EAR-0009"],
    printed: false,
    createdDaysAgo: 5,
  },
];

export async function seedDemoQrLists(
  tx: Executor,
  videos: { id: string; name: string }[],
  owners: { administratorId: string; clientIds: string[] },
) {
  // Without stored files there are no videos to list.
  if (videos.length === 0) return;
  const videoId = (name: string) => {
    const found = videos.find((video) => video.name === name);
    if (!found) throw new Error(`The demo QR lists name a video the demo does not have: ${name}`);
    return found.id;
  };
  for (const list of demoQrLists) {
    const id = uuidv7();
    await tx.insert(qrLists).values({
      id,
      title: list.title,
      clientId: owners.clientIds[list.client] ?? null,
      qrCodeGenerated: list.printed,
      created: daysAgo(list.createdDaysAgo),
      updatedAt: daysAgo(list.createdDaysAgo - 1),
      createdBy: owners.administratorId,
      updatedBy: owners.administratorId,
    });
    await tx
      .insert(qrListVideos)
      .values(list.videos.map((name, position) => ({ listId: id, videoId: videoId(name), position })));
  }
}
