import { Button, CloseButton, Group, Modal } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./preview-modal.module.css";

// The toolbar (title, Open In Tab, close) sits above the stage the page is shown in.
export const previewToolbarHeight = 56;

export type PreviewModalProps = {
  url: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  // Called after Open In Tab opened the page (e.g. to start the link-open guard).
  onOpenInTab?: () => void;
};

// A full-screen dialog showing a public page: its title, Open In Tab and a close button above the
// stage; Escape or the close button closes it.
export function PreviewModal({
  url,
  title,
  opened,
  onClose,
  onOpenInTab,
  children,
}: PreviewModalProps & { children: ReactNode }) {
  function openInTab() {
    window.open(url, "_blank", "noopener,noreferrer");
    onOpenInTab?.();
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen padding={0}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine gives Modal.Content's className to its outer box too: the layout lives inside. */}
        <div className={classes.content}>
          <div className={classes.toolbar} style={{ height: previewToolbarHeight }}>
            <Modal.Title className={classes.title}>{title}</Modal.Title>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="white"
                size="xs"
                leftSection={<IconExternalLink size={16} aria-hidden="true" />}
                onClick={openInTab}
              >
                Open In Tab
              </Button>
              <CloseButton
                aria-label="Close preview"
                variant="transparent"
                c="white"
                size="lg"
                onClick={onClose}
              />
            </Group>
          </div>
          <div className={classes.stage}>{children}</div>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
