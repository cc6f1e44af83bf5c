import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { NewShippingLogModal } from "./new-shipping-log-modal";

// A stand-in /shipping-log for this branch: the shipping log list screen replaces it and opens the
// same modal from its 'Add New Shipping Log' button.
export function ShippingLogStandInPage() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PageHeader title="Shipping Log">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
          Add New Shipping Log
        </Button>
      </PageHeader>
      <NewShippingLogModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
