import { messages } from "@loupe/domain/messages";
import { type Control, Controller } from "react-hook-form";
import { FormSection } from "../../../components/certificate-form/form-section";
import { ImageUploadField } from "../../../components/image-upload-field";
import type { JewelryFormValues } from "./jewelry-form-values";
import { VideoFields } from "./video-fields";

export type Upload = "video" | "logo";

// The certificate's media, last in the work: the video (with its render) and the company logo.
export function JewelryMediaCards({
  control,
  storedRenderStatus,
  problems,
  onUploadingChange,
}: {
  control: Control<JewelryFormValues>;
  storedRenderStatus: string;
  problems: Readonly<Record<string, string>>;
  onUploadingChange: (upload: Upload, busy: boolean) => void;
}) {
  return (
    <>
      <FormSection id="jewelry-video" title="Certificate Video">
        <VideoFields
          control={control}
          storedRenderStatus={storedRenderStatus}
          problems={problems}
          onUploadingChange={(busy) => onUploadingChange("video", busy)}
        />
      </FormSection>
      <FormSection id="jewelry-logo" title="Company Logo">
        <Controller
          control={control}
          name="customerLogo"
          render={({ field }) => (
            <ImageUploadField
              label="Company logo"
              value={field.value}
              onChange={field.onChange}
              failureText={messages.uploadFailure}
              onBusyChange={(busy) => onUploadingChange("logo", busy)}
            />
          )}
        />
      </FormSection>
    </>
  );
}
