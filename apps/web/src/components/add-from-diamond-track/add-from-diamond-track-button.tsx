import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { IntakeResult } from "@loupe/domain/intake/intake-api";
import { Button, type ButtonProps } from "@mantine/core";
import { IconCloudDownload } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../lazy-dialog";

// Loaded when first opened (or on hover/focus of the button): the lists draw without it.
export const LazyAddFromDiamondTrack = lazyDialog(
  async () => (await import("./add-from-diamond-track-dialog")).AddFromDiamondTrackDialog,
  (props) => props.opened,
  { opened: false },
);

const wrapping = {
  root: { height: "auto", minHeight: 30, paddingBlock: 4, paddingInline: 6 },
  label: { whiteSpace: "normal", textAlign: "center" },
} as const;

export const addFromDiamondTrackLabel = "Add From Diamond Track";

// 'Add From Diamond Track' with its popup, the type preset (spec 000 §2; 001 §2.2).
export function AddFromDiamondTrackButton({
  type,
  onAdded,
  variant = "default",
  size,
  compact = false,
}: {
  type: CertificateType;
  onAdded?: (result: IntakeResult) => void;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  // In a narrow card: no icon, and the label may wrap rather than be cut.
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={compact ? undefined : <IconCloudDownload size={16} aria-hidden="true" />}
        styles={compact ? wrapping : undefined}
        onClick={() => setOpened(true)}
        onMouseEnter={LazyAddFromDiamondTrack.preload}
        onFocus={LazyAddFromDiamondTrack.preload}
        aria-haspopup="dialog"
      >
        {addFromDiamondTrackLabel}
      </Button>
      <LazyAddFromDiamondTrack
        opened={opened}
        type={type}
        onClose={() => setOpened(false)}
        onAdded={onAdded}
      />
    </>
  );
}
