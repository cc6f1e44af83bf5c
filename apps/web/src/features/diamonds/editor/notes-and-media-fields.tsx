import { TextInput } from "@mantine/core";
import type { Control, UseFormRegister } from "react-hook-form";
import { CertificateMediaFields } from "../../../components/certificate-form/certificate-video-field";
import type { DiamondFormValues } from "./diamond-form-values";

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
    <CertificateMediaFields control={control} problems={problems} onUploadingChange={onUploadingChange}>
      <TextInput
        label="Imperfection link"
        type="url"
        placeholder="https://"
        maxLength={500}
        autoComplete="off"
        error={problems.imperfectionUrl}
        {...register("imperfectionUrl")}
      />
    </CertificateMediaFields>
  );
}
