import fs from "node:fs/promises";
import { createFile, Log, MP4BoxBuffer } from "mp4box";

// Silenced: mp4box logs every box it cannot read, and uploads are hostile.
Log.setLogLevel(Log.error);

export type VideoFacts = { durationSeconds: number; codecs: string[] };

const chunkBytes = 1_048_576;
// What a probe may read at most, however the file is laid out.
const budgetBytes = 16 * chunkBytes;

// A video's length and codecs from its 'moov' box, read with mp4box from the file on disk a chunk
// at a time: mp4box says where the next box it needs starts, so a large 'mdat' before the 'moov'
// (a camera's file, moov at the end) is skipped, not read. Null when the file has no readable
// movie box within the budget; the upload is kept all the same (its type is decided elsewhere).
export async function probeVideo(filePath: string): Promise<VideoFacts | null> {
  const movie = createFile();
  let facts: VideoFacts | null = null;
  movie.onReady = (info) => {
    const duration = info.timescale > 0 ? info.duration / info.timescale : 0;
    facts = {
      durationSeconds: Math.round(duration * 1000) / 1000,
      codecs: info.tracks.map((track) => track.codec),
    };
  };
  movie.onError = () => {};
  const handle = await fs.open(filePath, "r");
  try {
    const { size } = await handle.stat();
    let position = 0;
    let read = 0;
    while (!facts && position < size && read < budgetBytes) {
      const length = Math.min(chunkBytes, size - position);
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, position);
      if (bytesRead === 0) break;
      read += bytesRead;
      const end = position + bytesRead;
      const next = movie.appendBuffer(
        MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(0, bytesRead), position),
        end >= size,
      );
      // mp4box answers the next position it needs; one it already has means it wants what follows.
      position = next > position ? next : end;
    }
    return facts;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
