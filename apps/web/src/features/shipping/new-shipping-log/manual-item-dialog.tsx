import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { messages } from "@loupe/domain/messages";
import { jewelryTypes } from "@loupe/domain/options/jewelry";
import type { PendingItem } from "@loupe/domain/shipping/pending-list";
import { Anchor, Button, Group, Modal, NumberInput, SimpleGrid, Text, TextInput } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CompanyPicker } from "../../../components/company-picker";
import { PickList } from "../../../components/pick-list";
import { newSaveKey } from "./pending-store";
import { shippingSaveSettingsQuery } from "./shipping-save-api";

export type ManualAddition = {
  item: PendingItem;
  companies: { clientId: string; customerId: string | null };
};

const blank = {
  clientId: null as string | null,
  client: "",
  jewelryType: null as string | null,
  customerId: null as string | null,
  customer: "",
  orderNumber: "",
  lineNumber: "" as string | number,
  purchaseOrder: "",
  clientSku: "",
  stockNumber: "",
};

type TextKey = "orderNumber" | "purchaseOrder" | "clientSku" | "stockNumber";

// 'Add Manually' ('Enter Required Data', spec 001 §2.6): an item that is not a record yet, created
// shipped as a custom item on Save Log. Client and Jewelry Type are required.
export function ManualItemDialog({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (addition: ManualAddition) => void;
}) {
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<{ clientId?: string; jewelryType?: string }>({});
  const settings = useQuery({ ...shippingSaveSettingsQuery, enabled: opened });
  const trackingUrl = settings.data?.orderTrackingUrl ?? null;
  const change = (patch: Partial<typeof blank>) => setValues((current) => ({ ...current, ...patch }));

  // The typed keys (compacted on ADD as stored keys are), each at most 60 characters.
  const textField = (key: TextKey, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      value={values[key]}
      maxLength={60}
      onChange={(event) => change({ [key]: event.currentTarget.value })}
    />
  );

  function close() {
    setValues(blank);
    setErrors({});
    onClose();
  }

  function add() {
    const missing = {
      ...(values.clientId ? {} : { clientId: messages.shippingClientRequired }),
      ...(values.jewelryType ? {} : { jewelryType: messages.shippingJewelryTypeRequired }),
    };
    setErrors(missing);
    if (!values.clientId || !values.jewelryType) return;
    const line = typeof values.lineNumber === "number" ? values.lineNumber : null;
    onAdd({
      item: {
        id: newSaveKey(),
        manual: true,
        certificateNumber: "",
        stockNumber: compactCertificateKey(values.stockNumber),
        orderNumber: compactCertificateKey(values.orderNumber),
        lineNumber: line,
        purchaseOrder: compactCertificateKey(values.purchaseOrder),
        clientSku: compactCertificateKey(values.clientSku),
        jewelryType: values.jewelryType,
        trackingNumber: "",
        client: values.client,
        customer: values.customer,
      },
      companies: { clientId: values.clientId, customerId: values.customerId },
    });
    close();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messages.shippingManualTitle}
      centered
      size="lg"
      zIndex={300}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CompanyPicker
            kind="client"
            label="Client"
            required
            value={values.clientId}
            error={errors.clientId}
            onChange={(id, option) => change({ clientId: id, client: option?.name ?? "" })}
          />
          <PickList
            label="Jewelry Type"
            required
            data={jewelryTypes}
            value={values.jewelryType}
            error={errors.jewelryType}
            onChange={(type) => change({ jewelryType: type })}
            placeholder="Choose a type"
          />
          <CompanyPicker
            kind="customer"
            label="Customer"
            allowNone
            value={values.customerId}
            onChange={(id, option) => change({ customerId: id, customer: option?.name ?? "" })}
          />
          {textField("orderNumber", "Order Number")}
          <NumberInput
            label="Line Number"
            value={values.lineNumber}
            min={0}
            max={999_999}
            allowDecimal={false}
            allowNegative={false}
            onChange={(line) => change({ lineNumber: line })}
          />
          {textField("purchaseOrder", "Purchase Number")}
          {textField("clientSku", "SKU")}
          {textField(
            "stockNumber",
            "Item/Stock #",
            "Without it (the item has no certificate number) the item is not shipped",
          )}
        </SimpleGrid>
        <Group justify="space-between" mt="lg">
          {trackingUrl ? (
            <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                Look up the order in the order-tracking site
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {settings.isSuccess ? "No order-tracking site is configured (ORDER_TRACKING_URL)." : ""}
            </Text>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">ADD</Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
