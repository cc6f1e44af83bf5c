import { messages } from "@loupe/domain/messages";
import { qrPrintIdsSchema } from "@loupe/domain/videos/qr-list-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Alert, Button, Group, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { errorDetail } from "../../../lib/api-client";
import { qrListQuery, useMarkQrPrinted } from "../api";
import { qrCodeSvg } from "./qr-code-svg";
import classes from "./qr-print.module.css";

function useClose() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => (key === "default" ? navigate("/digital-cert-qr", { replace: true }) : navigate(-1)),
    [key, navigate],
  );
}

// /digital-cert-qr-print?ids=a,b — the QR codes of one or two lists (spec 002 §2 'Generate/Print QR
// Image', multi print), without the shell. Print marks each list's QR code generated, then opens the
// browser's print dialog.
export function QrPrintPage() {
  const [params] = useSearchParams();
  const parsed = qrPrintIdsSchema.safeParse((params.get("ids") ?? "").split(",").filter(Boolean));
  const ids = parsed.success ? parsed.data : [];
  const lists = useQueries({ queries: ids.map((id) => qrListQuery(id)) });
  const close = useClose();
  const mark = useMarkQrPrinted();

  if (!parsed.success || lists.some((list) => list.isError))
    return (
      <div className={classes.page}>
        <Alert color="red" title={messages.genericErrorTitle} m="xl">
          {videoMessages.qrListNotFound}
        </Alert>
      </div>
    );
  if (lists.some((list) => !list.data)) return <CenteredLoader />;
  const loaded = lists.flatMap((list) => (list.data ? [list.data] : []));

  const onPrint = () =>
    mark.mutate(ids, {
      onSuccess: () => window.print(),
      onError: (error) =>
        notifications.show({ color: "red", title: messages.genericErrorTitle, message: errorDetail(error) }),
    });

  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={close}>
              Close
            </Button>
            <Title order={1} size="h4">
              QR Code{loaded.length > 1 ? "s" : ""}
            </Title>
          </Group>
          <Button leftSection={<IconPrinter size={16} />} onClick={onPrint} loading={mark.isPending}>
            Print
          </Button>
        </Group>
      </header>
      <main className={classes.sheet}>
        {loaded.map((list) => (
          <section
            key={list.id}
            className={classes.card}
            aria-label={`QR code of ${list.title || "Untitled list"}`}
          >
            <h2 className={classes.title}>{list.title || "Untitled list"}</h2>
            <Text className={classes.client}>{list.client?.name ?? "NONE"}</Text>
            <QrCode url={list.publicUrl} />
            <Text size="xs" className={classes.url}>
              {list.publicUrl}
            </Text>
          </section>
        ))}
      </main>
    </div>
  );
}

function QrCode({ url }: { url: string }) {
  const svg = useQuery({
    queryKey: ["qr-code-svg", url],
    queryFn: () => qrCodeSvg(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!svg.data) return <div className={classes.qr} />;
  return (
    <div
      className={classes.qr}
      role="img"
      aria-label={`QR code for ${url}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the qrcode library draws this SVG from the list's URL alone.
      dangerouslySetInnerHTML={{ __html: svg.data }}
    />
  );
}
