import type { ProductDisplayVideo } from "@loupe/domain/videos/product-display-api";
import { Modal } from "@mantine/core";

// The preview modal: the video plays from its stored file (streamed with Range requests).
export function PreviewModal({ video, onClose }: { video: ProductDisplayVideo | null; onClose: () => void }) {
  return (
    <Modal opened={video !== null} onClose={onClose} title={video?.fileName} size="lg" centered>
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: product display videos have no speech to caption
        <video src={video.videoUrl} controls autoPlay style={{ width: "100%", borderRadius: 6 }} />
      )}
    </Modal>
  );
}
