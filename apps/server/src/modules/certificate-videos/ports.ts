// What other areas may use of certificate videos (docs/decisions/0015-area-ports.md): the read of
// videos as a QR list and its picker show them, the table (QR lists' tests write videos), and what
// the Video Manager shares of a video record: its files' URLs and its delete (its files removed
// after, the super administrators told); anything else stays inside the area.
export { type ListedVideo, listedVideos } from "./listed-videos";
export { certificateVideos } from "./schema";
export { deleteVideo, type VideoDelete } from "./video-delete";
export { videoUrls } from "./video-urls";
