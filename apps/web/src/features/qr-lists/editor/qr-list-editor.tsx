import { messages } from "@loupe/domain/messages";
import type { QrList } from "@loupe/domain/videos/qr-list-api";
import { qrListTitleMaxLength } from "@loupe/domain/videos/qr-list-api";
import { qrListPrintPath } from "@loupe/domain/videos/qr-list-list";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconQrcode } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { CompanyPicker } from "../../../components/company-picker";
import { MissingFieldsAlert } from "../../../components/missing-fields-alert";
import { notifySuccess } from "../../../components/notify-success";
import { PageHeader } from "../../../components/page-header";
import { errorDetail, isApiError } from "../../../lib/api-client";
import { useSaveQrList } from "../api";
import { qrListEditorPath } from "../qr-list-columns";
import { ChosenVideos } from "./chosen-videos";
import { ListVideoUploadsPanel } from "./list-video-uploads";
import {
  addVideo,
  canPrintQr,
  draftInput,
  draftOf,
  draftProblems,
  emptyDraft,
  removeVideo,
} from "./qr-list-draft";
import { useListVideoUploads } from "./use-list-video-uploads";
import { VideoPicker } from "./video-picker";

// The editor (spec 002 §2 'QR list editor'): title, client, videos picked from the certificate
// videos or uploaded here, their previews, Save List; once saved, Generate/Print QR Image.
export function QrListEditor({ saved }: { saved: QrList | null }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => (saved ? draftOf(saved) : emptyDraft));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveQrList();
  const change = (next: typeof draft) => {
    setDraft(next);
    setDirty(true);
  };
  const uploads = useListVideoUploads({
    clientId: draft.client?.id ?? null,
    onAdded: (video) => {
      setDraft((current) => addVideo(current, video));
      setDirty(true);
    },
  });

  const onSave = () => {
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    const input = draftInput(draft);
    save.mutate(
      { id: saved?.id ?? null, input: saved ? { ...input, version: saved.version } : input },
      {
        onSuccess: (list) => {
          setDirty(false);
          if (saved) notifySuccess(videoMessages.qrListSaved);
          else {
            notifySuccess(videoMessages.qrListCreatedTitle, videoMessages.qrListCreated);
            navigate(qrListEditorPath(list.id), { replace: true });
          }
        },
        onError: (error) => {
          const fields =
            isApiError(error) && error.status === 400
              ? error.problem.errors?.map((item) => item.message)
              : null;
          if (fields && fields.length > 0) setProblems(fields);
          else
            notifications.show({
              color: "red",
              title: messages.genericErrorTitle,
              message: errorDetail(error),
            });
        },
      },
    );
  };

  const printable = canPrintQr(saved?.id ?? null, dirty);
  return (
    <>
      <PageHeader
        title={saved ? saved.title || "Untitled list" : "New QR List"}
        above={<BackLink to="/digital-cert-qr">Certificates QR Code</BackLink>}
      >
        {saved && printable ? (
          <Button
            variant="light"
            leftSection={<IconQrcode size={16} aria-hidden="true" />}
            onClick={() => window.open(qrListPrintPath([saved.id]), "_blank", "noopener")}
          >
            Generate/Print QR Image
          </Button>
        ) : null}
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          onClick={onSave}
          loading={save.isPending}
          disabled={uploads.busy}
        >
          Save List
        </Button>
      </PageHeader>
      <Stack gap="md">
        {problems.length > 0 ? <MissingFieldsAlert fields={problems} /> : null}
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Title"
              value={draft.title}
              maxLength={qrListTitleMaxLength}
              onChange={(event) => change({ ...draft, title: event.currentTarget.value })}
            />
            <CompanyPicker
              kind="client"
              label="Client"
              required
              value={draft.client?.id ?? null}
              initialOption={draft.client}
              onChange={(id, option) =>
                change({ ...draft, client: id && option ? { id, name: option.name } : null })
              }
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Pick certificates
          </Title>
          <VideoPicker chosen={draft.videos} onPick={(video) => change(addVideo(draft, video))} />
        </Paper>
        <ListVideoUploadsPanel uploads={uploads} />
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Videos in this list ({draft.videos.length})
          </Title>
          <ChosenVideos videos={draft.videos} onRemove={(id) => change(removeVideo(draft, id))} />
        </Paper>
      </Stack>
    </>
  );
}
