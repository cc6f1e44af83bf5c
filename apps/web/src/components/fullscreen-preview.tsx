import { PreviewModal, type PreviewModalProps } from "./preview-modal";
import classes from "./preview-modal.module.css";

// A public page shown at the window's full size (spec 001 §2.2 'Previewing {cert}'); Escape or
// the close button closes it.
export function FullscreenPreview(props: PreviewModalProps) {
  return (
    <PreviewModal {...props}>
      <iframe className={classes.page} src={props.url} title={props.title} />
    </PreviewModal>
  );
}
