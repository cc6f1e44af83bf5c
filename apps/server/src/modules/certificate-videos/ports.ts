// What other areas may use of certificate videos (docs/decisions/0015-area-ports.md): the read of
// videos as a QR list and its picker show them, the table (QR lists' tests write videos), and the
// delete of a video record the Video Manager shares (its files removed after, the super
// administrators told); anything else stays inside the area.
export { type ListedVideo, listedVideos } from "./listed-videos";
export { certificateVideos } from "./schema";
export { deleteVideo } from "./video-delete";
