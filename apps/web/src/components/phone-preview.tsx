import { phonePreview } from "@loupe/domain/constants";
import { useEffect, useState } from "react";
import classes from "./phone-preview.module.css";
import { PreviewModal, type PreviewModalProps, previewToolbarHeight } from "./preview-modal";

// The toolbar (title, Open In Tab, close) sits above the stage the phone is fitted into.
export const phonePreviewToolbarHeight = previewToolbarHeight;

const deviceWidth = phonePreview.width + 2 * phonePreview.bezelSide;
const deviceHeight = phonePreview.height + phonePreview.bezelTop + phonePreview.bezelBottom;
// A floor so the phone never collapses to nothing on an absurdly small window.
const minScale = 0.1;

// The scale that fits the whole phone (frame and bezels) into the viewport less its padding on
// every side, never enlarged beyond its real size (spec 000 §2 Phone-preview modal).
export function phonePreviewScale(viewportWidth: number, viewportHeight: number): number {
  const availableWidth = viewportWidth - 2 * phonePreview.viewportPadding;
  const availableHeight = viewportHeight - 2 * phonePreview.viewportPadding;
  const fit = Math.min(availableWidth / deviceWidth, availableHeight / deviceHeight, phonePreview.maxScale);
  return Math.max(fit, minScale);
}

function stageScale(): number {
  return phonePreviewScale(window.innerWidth, window.innerHeight - phonePreviewToolbarHeight);
}

function useStageScale(): number {
  const [scale, setScale] = useState(stageScale);
  useEffect(() => {
    const update = () => setScale(stageScale());
    update();
    window.addEventListener("resize", update);
    window.addEventListener("orientationchange", update);
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("orientationchange", update);
    };
  }, []);
  return scale;
}

function PhoneFrame({ url, title }: { url: string; title: string }) {
  const scale = useStageScale();
  return (
    // The wrapper takes the scaled size, since a transform does not change layout.
    <div
      data-testid="phone-preview-slot"
      style={{ width: deviceWidth * scale, height: deviceHeight * scale }}
    >
      <div
        className={classes.device}
        data-testid="phone-preview-device"
        style={{
          width: deviceWidth,
          height: deviceHeight,
          padding: `${phonePreview.bezelTop}px ${phonePreview.bezelSide}px ${phonePreview.bezelBottom}px`,
          boxSizing: "border-box",
          transform: `scale(${scale})`,
        }}
      >
        <iframe
          className={classes.screen}
          src={url}
          title={title}
          style={{ width: phonePreview.width, height: phonePreview.height }}
        />
      </div>
    </div>
  );
}

// A public page shown as it looks on a phone; Escape or the close button closes it.
export function PhonePreview(props: PreviewModalProps) {
  return (
    <PreviewModal {...props}>
      <PhoneFrame url={props.url} title={props.title} />
    </PreviewModal>
  );
}
