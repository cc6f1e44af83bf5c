import { Stack, TextInput } from "@mantine/core";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import { CertificateVideoField } from "../../../components/certificate-form/certificate-video-field";
import { LimitedTextarea } from "../../../components/certificate-form/limited-textarea";
import type { DiamondFormValues } from "./diamond-form-values";

const textLabels = { description: "Description", certificateComments: "Certificate Comments" } as const;

// Description and Certificate Comments, each capped at 300 characters.
export function NotesFields({
  control,
  problems,
}: {
  control: Control<DiamondFormValues>;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <Stack gap="sm">
      {(["description", "certificateComments"] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <LimitedTextarea
              label={textLabels[name]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={problems[name]}
            />
          )}
        />
      ))}
    </Stack>
  );
}

// The certificate video and the link to the stone's imperfection plot.
export function MediaFields({
  control,
  register,
  problems,
  onUploadingChange,
}: {
  control: Control<DiamondFormValues>;
  register: UseFormRegister<DiamondFormValues>;
  problems: Readonly<Record<string, string>>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="video"
        render={({ field }) => (
          <CertificateVideoField
            value={field.value}
            onChange={field.onChange}
            onBusyChange={onUploadingChange}
            error={problems.video}
          />
        )}
      />
      <TextInput
        label="Imperfection link"
        type="url"
        placeholder="https://"
        maxLength={500}
        autoComplete="off"
        error={problems.imperfectionUrl}
        {...register("imperfectionUrl")}
      />
    </Stack>
  );
}
