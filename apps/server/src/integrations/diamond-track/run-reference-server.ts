import { startDiamondTrackReferenceServer } from "./diamond-track-reference-server";

// Runs the reference Diamond Track by hand (docs/diamond-track.md): PORT (default 4100) and
// DIAMOND_TRACK_API_KEY (optional) as the real one would take them.
const server = await startDiamondTrackReferenceServer({
  port: Number(process.env.PORT ?? 4100),
  ...(process.env.DIAMOND_TRACK_API_KEY ? { apiKey: process.env.DIAMOND_TRACK_API_KEY } : {}),
});
console.log(`Diamond Track reference server at ${server.url} (OpenAPI at ${server.url}/openapi.json)`);
