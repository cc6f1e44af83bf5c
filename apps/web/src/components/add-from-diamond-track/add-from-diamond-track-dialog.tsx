import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { type IntakeMode, multipleModeHintMs } from "@loupe/domain/intake/certificate-list";
import type { IntakeResult } from "@loupe/domain/intake/intake-api";
import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorDetail } from "../../lib/api-client";
import { DialogButtons } from "../dialog-buttons";
import { FormMessage } from "../form-message";
import { CertificatesField } from "./certificates-field";
import { useAddFromDiamondTrack } from "./intake-api";
import { readIntakeForm, typedCertificates, useIntakeForm } from "./intake-form-state";
import { IntakeOutcomes } from "./intake-outcomes";
import { IntakeProgress } from "./intake-progress";
import { useTimedFlag } from "./use-timed-flag";

export type AddFromDiamondTrackProps = {
  opened: boolean;
  // The type the opener preset (the diamond list: diamond); the user may switch it.
  type: CertificateType;
  onClose: () => void;
  // After an answer: the opener refreshes what it shows.
  onAdded?: (result: IntakeResult) => void;
};

const typeChoices = [
  { value: "diamond", label: "Diamond" },
  { value: "jewelry", label: "Jewelry" },
];
const modeChoices = [
  { value: "single", label: "Single" },
  { value: "multiple", label: "Multiple" },
];

// Add From Diamond Track (spec 000 §2, §4, §5): one certificate number, or several separated by
// commas; the server fetches each and answers what became of it.
export function AddFromDiamondTrackDialog({ opened, type, onClose, onAdded }: AddFromDiamondTrackProps) {
  const state = useIntakeForm(type);
  const { form } = state;
  const hint = useTimedFlag(multipleModeHintMs);
  const add = useAddFromDiamondTrack(onAdded);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts afresh, with the opener's type.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      state.reset(type);
      add.reset();
      hint.hide();
    }
  }

  // Add More starts a fresh list (issue 21: it sent the last one again), the field focused.
  const formRef = useRef<HTMLFormElement>(null);
  const [rounds, setRounds] = useState(0);
  function addMore() {
    state.startOver();
    add.reset();
    setRounds((count) => count + 1);
  }
  useEffect(() => {
    if (rounds > 0) formRef.current?.querySelector<HTMLElement>("input[type=text], textarea")?.focus();
  }, [rounds]);

  function chooseMode(mode: IntakeMode) {
    state.setMode(mode);
    if (mode === "multiple") hint.show();
    else hint.hide();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const reading = readIntakeForm(form);
    if (!reading.ok) return state.setError(reading.message);
    add.mutate({
      type: form.type,
      mode: form.mode,
      certificates: typedCertificates(form),
      useClientSkuForVideo: form.useClientSkuForVideo,
    });
  }

  const reading = readIntakeForm(form);
  const count = reading.ok ? reading.certificates.length : 0;
  return (
    <Modal opened={opened} onClose={onClose} title="Add From Diamond Track" size="lg" centered>
      {add.isSuccess ? (
        <Stack>
          <IntakeOutcomes result={add.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={addMore}>
              Add More
            </Button>
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Add From Diamond Track" ref={formRef}>
          <Stack>
            <Group grow align="flex-end">
              <SegmentedControl
                aria-label="Certificate type"
                data={typeChoices}
                value={form.type}
                onChange={(value) => state.setType(value as CertificateType)}
                disabled={add.isPending}
              />
              <SegmentedControl
                aria-label="Mode"
                data={modeChoices}
                value={form.mode}
                onChange={(value) => chooseMode(value as IntakeMode)}
                disabled={add.isPending}
              />
            </Group>
            <CertificatesField
              form={form}
              hint={hint.shown}
              disabled={add.isPending}
              onChange={state.setText}
            />
            <Switch
              label="Use client SKU for the video"
              checked={form.useClientSkuForVideo}
              onChange={(event) => state.setUseClientSkuForVideo(event.currentTarget.checked)}
              disabled={add.isPending}
            />
            {add.isPending && <IntakeProgress count={count} />}
            {add.isError && (
              <FormMessage kind="error">
                {messages.addFromExternalFailure(errorDetail(add.error))}
              </FormMessage>
            )}
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {form.mode === "multiple" && count > 0
                  ? `${count} ${count === 1 ? "certificate" : "certificates"}`
                  : ""}
              </Text>
              <DialogButtons confirm="Add" onCancel={onClose} pending={add.isPending} />
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
