import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AddFromDiamondTrackButton } from "./add-from-diamond-track/add-from-diamond-track-button";

// A certificate list's ways to add records, last in its header: Add From Diamond Track (the list
// asks for its rows again after) and a blank record's editor, at the list's address + /new.
export function AddCertificateButtons({
  type,
  lists,
  newLabel,
}: {
  type: CertificateType;
  // The query key of the type's lists.
  lists: QueryKey;
  newLabel: string;
}) {
  const queryClient = useQueryClient();
  return (
    <>
      <AddFromDiamondTrackButton
        type={type}
        onAdded={() => void queryClient.invalidateQueries({ queryKey: lists })}
      />
      <Button component={Link} to="new" leftSection={<IconPlus size={16} aria-hidden="true" />}>
        {newLabel}
      </Button>
    </>
  );
}
