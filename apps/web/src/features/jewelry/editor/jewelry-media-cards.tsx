import { messages } from "@loupe/domain/messages";
import { Controller } from "react-hook-form";
import { FormSection } from "../../../components/certificate-form/form-section";
import { ImageUploadField } from "../../../components/image-upload-field";
import { VideoFields } from "./video-fields";

export type Upload = "video" | "logo";

type VideoProps = Parameters<typeof VideoFields>[0];

// The certificate's media, last in the work: the video (with its render) and the company logo.
export function JewelryMediaCards({
  onUploadingChange,
  ...video
}: Omit<VideoProps, "onUploadingChange"> & {
  onUploadingChange: (upload: Upload, busy: boolean) => void;
}) {
  return (
    <>
      <FormSection id="jewelry-video" title="Certificate Video">
        <VideoFields {...video} onUploadingChange={(busy) => onUploadingChange("video", busy)} />
      </FormSection>
      <FormSection id="jewelry-logo" title="Company Logo">
        <Controller
          control={video.control}
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
