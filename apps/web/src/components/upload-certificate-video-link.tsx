import { Button, type ButtonProps } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";

// The certificate video uploader's screen (spec 002 §2 'Digital certificate edit/upload').
export const certificateVideoUploadPath = "/digital-certificates/new";

// Upload Digital Certificate: the videos' table, the QR lists' table and the QR list editor open
// the uploader with it.
export function UploadCertificateVideoLink({
  variant,
  size,
}: {
  variant?: ButtonProps["variant"];
  size?: "xs" | "sm";
}) {
  return (
    <Button
      component={Link}
      to={certificateVideoUploadPath}
      variant={variant}
      size={size}
      leftSection={<IconUpload size={size === "xs" ? 14 : 16} aria-hidden="true" />}
    >
      Upload Digital Certificate
    </Button>
  );
}
