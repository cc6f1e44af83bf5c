import { qrPrintIdsSchema } from "@loupe/domain/videos/qr-list-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Text, Title } from "@mantine/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import {
  PrintPageFrame,
  PrintPageProblem,
  thenOpenPrintDialog,
  usePrintPageClose,
} from "../../../components/print-page-frame";
import { qrListQuery, useMarkQrPrinted } from "../api";
import { qrCodeSvg } from "./qr-code-svg";
import classes from "./qr-print.module.css";

// /digital-cert-qr-print?ids=a,b — the QR codes of one or two lists (spec 002 §2 'Generate/Print QR
// Image', multi print), without the shell. Print marks each list's QR code generated, then opens the
// browser's print dialog.
export function QrPrintPage() {
  const [params] = useSearchParams();
  const parsed = qrPrintIdsSchema.safeParse((params.get("ids") ?? "").split(",").filter(Boolean));
  const ids = parsed.success ? parsed.data : [];
  const lists = useQueries({ queries: ids.map((id) => qrListQuery(id)) });
  const close = usePrintPageClose("/digital-cert-qr");
  const mark = useMarkQrPrinted();

  if (!parsed.success || lists.some((list) => list.isError))
    return <PrintPageProblem>{videoMessages.qrListNotFound}</PrintPageProblem>;
  if (lists.some((list) => !list.data)) return <CenteredLoader />;
  const loaded = lists.flatMap((list) => (list.data ? [list.data] : []));

  return (
    <PrintPageFrame
      heading={
        <Title order={1} size="h4">
          QR Code{loaded.length > 1 ? "s" : ""}
        </Title>
      }
      onClose={close}
      onPrint={() => mark.mutate(ids, thenOpenPrintDialog)}
      printing={mark.isPending}
    >
      <div className={classes.cards}>
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
      </div>
    </PrintPageFrame>
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
