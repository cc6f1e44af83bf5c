import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

// The API's JSON goes out compressed when the browser accepts it (every browser does): a page of
// 250 imperfection maps is 127 KB as JSON and 16 KB as brotli (at 10 Mbit/s, some 90 ms less to
// wait), and the server's CPU per answer did not move (decision 0032). Only JSON: pages,
// styles and scripts are compressed by their own routes (public/compressed-text.ts, web-app.ts),
// files are served as stored (videos, images, spreadsheets) and keep their byte ranges. No API
// answer mixes a secret with text an attacker chose, so compressing it leaks nothing (BREACH).
// Request bodies are not inflated: a compressed upload would otherwise pass the body limit small.
export async function registerCompressedAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    customTypes: /^application\/json(?:;|$)/u,
    threshold: 1024,
    // Compressed in one call on the request's own turn up to 4 MB (100 KB of JSON takes a few tenths
    // of a millisecond at these levels); bigger answers go through zlib's stream.
    syncThreshold: 4 * 1024 * 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 4 },
  });
}
