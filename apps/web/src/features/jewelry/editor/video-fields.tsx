import { isRenderRequested } from "@loupe/domain/jewelry/jewelry";
import { jewelryVideoName } from "@loupe/domain/jewelry/video-name";
import { Group, Switch, TextInput } from "@mantine/core";
import { type Control, Controller } from "react-hook-form";
import { CertificateMediaFields } from "../../../components/certificate-form/certificate-video-field";
import type { JewelryFormValues } from "./jewelry-form-values";

// The status a render switch turned on asks for; the render service answers 'ready' when done.
export const renderRequestedStatus = "requested";

// The certificate video, the rendered video's file name ('.mp4' and '_001' added, spec 001 §5.1)
// and the render switch (on while renderStatus is neither 'ready' nor empty, §2.3).
export function VideoFields({
  control,
  storedRenderStatus,
  problems,
  onUploadingChange,
}: {
  control: Control<JewelryFormValues>;
  // The status as loaded: the switch turned back goes back to it.
  storedRenderStatus: string;
  problems: Readonly<Record<string, string>>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const storedOn = isRenderRequested(storedRenderStatus);
  const onStatus = storedOn ? storedRenderStatus : renderRequestedStatus;
  const offStatus = storedOn ? "" : storedRenderStatus;
  return (
    <CertificateMediaFields control={control} problems={problems} onUploadingChange={onUploadingChange}>
      <Controller
        control={control}
        name="outputFileName"
        render={({ field }) => (
          <TextInput
            label="Output File Name"
            description="Named as every jewelry video: NAME_001.mp4"
            maxLength={120}
            autoComplete="off"
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={() => {
              field.onChange(jewelryVideoName(field.value));
              field.onBlur();
            }}
            error={problems.outputFileName}
          />
        )}
      />
      <Group gap="xl">
        <Controller
          control={control}
          name="usingCertAsOutputFileName"
          render={({ field }) => (
            <Switch
              label="Use the certificate number as the file name"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="renderStatus"
          render={({ field }) => (
            <Switch
              label="Render"
              checked={isRenderRequested(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked ? onStatus : offStatus)}
            />
          )}
        />
      </Group>
    </CertificateMediaFields>
  );
}
