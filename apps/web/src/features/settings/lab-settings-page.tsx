import { fileUrl } from "@loupe/domain/files";
import { messages } from "@loupe/domain/messages";
import {
  type LabSettings,
  labSettingsLimits,
  labSettingsSaveSchema,
} from "@loupe/domain/settings/lab-settings";
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ErrorDialog } from "../../components/error-dialog";
import { ImageUploadField, type ImageValue } from "../../components/image-upload-field";
import { notifySuccess } from "../../components/notify-success";
import { PageHeader } from "../../components/page-header";
import { RecordLoader } from "../../components/record-loader";
import { errorDetail } from "../../lib/api-client";
import { labSettingsQuery, useSaveLabSettings } from "./api";

type Values = { name: string; accreditation: string; logo: ImageValue };

const valuesOf = (lab: LabSettings): Values => ({
  name: lab.name,
  accreditation: lab.accreditation,
  logo: lab.logoFileId ? { id: lab.logoFileId, name: "Current logo", url: fileUrl(lab.logoFileId) } : null,
});

// /settings/lab: the lab's name, accreditation and logo, which lead every public certificate page.
export function LabSettingsPage() {
  const lab = useQuery(labSettingsQuery);
  return (
    <>
      <PageHeader title="Lab Settings" />
      <RecordLoader query={lab}>{(data) => <LabSettingsForm key={data.version} lab={data} />}</RecordLoader>
    </>
  );
}

function LabSettingsForm({ lab }: { lab: LabSettings }) {
  const save = useSaveLabSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [logoBusy, setLogoBusy] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: valuesOf(lab),
  });
  const { errors, isDirty } = formState;

  const submit = handleSubmit(async (values) => {
    const parsed = labSettingsSaveSchema.safeParse({
      name: values.name,
      accreditation: values.accreditation,
      logoFileId: values.logo?.id ?? null,
      version: lab.version,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "name" || field === "accreditation") setError(field, { message: issue.message });
        else setFailure(issue.message);
      }
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      notifySuccess("Lab settings saved", saved.name);
    } catch (error) {
      setFailure(errorDetail(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Every public certificate page and its QR link opens with these: who graded the stone.
          </Text>
          <TextInput
            label="Lab name"
            required
            maxLength={labSettingsLimits.name}
            error={errors.name?.message}
            {...register("name")}
          />
          <Textarea
            label="Accreditation"
            description="Shown under the lab's name, e.g. the accreditation body and number."
            autosize
            minRows={2}
            maxLength={labSettingsLimits.accreditation}
            error={errors.accreditation?.message}
            {...register("accreditation")}
          />
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <ImageUploadField
                label="Logo"
                value={field.value}
                onChange={field.onChange}
                failureText={messages.uploadFailure}
                onBusyChange={setLogoBusy}
              />
            )}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              loading={save.isPending}
              disabled={logoBusy || !isDirty}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
