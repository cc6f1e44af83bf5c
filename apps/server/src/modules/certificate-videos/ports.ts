// What other areas may use of certificate videos (docs/decisions/0015-area-ports.md): the read of
// videos as a QR list and its picker show them, and the table (QR lists' tests write videos);
// anything else stays inside the area.
export { type ListedVideo, listedVideos } from "./listed-videos";
export { certificateVideos } from "./schema";
