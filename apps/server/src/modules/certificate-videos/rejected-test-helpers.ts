import { rejectVideo } from "./barcode-push";

// A rejected video for tests, as the outbox's give-up writes it (barcode-push.ts).
export async function insertRejection(
  db: Parameters<typeof rejectVideo>[0],
  videoId: string,
  error = "The barcode service answered 500 Internal Server Error",
): Promise<void> {
  await rejectVideo(db, videoId, { error, attempts: 10 });
}
