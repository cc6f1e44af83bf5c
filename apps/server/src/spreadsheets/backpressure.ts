import type { Writable } from "node:stream";

// Resolves once `stream` wants more data, or is gone (the browser went away): a writer that waits
// here never hangs on a closed download.
export function roomIn(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
