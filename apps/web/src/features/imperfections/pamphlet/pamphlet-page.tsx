import { messages } from "@loupe/domain/messages";
import { Anchor, Badge, Group, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { PrintPageFrame, thenOpenPrintDialog, usePrintPageClose } from "../../../components/print-page-frame";
import { isApiError } from "../../../lib/api-client";
import { imperfectionPaths } from "../../../resources/imperfections";
import { pamphletQuery, usePrintPamphlet } from "../api";
import classes from "./pamphlet.module.css";

// /pamphlet/:id — the printable grading report (spec 002 §2 'Pamphlet'), without the shell.
export function PamphletPage() {
  const { id = "" } = useParams();
  const query = useQuery(pamphletQuery(id));
  const close = usePrintPageClose("/imperfections");
  const print = usePrintPamphlet();

  const failure = query.isError ? query.error : null;
  useEffect(() => {
    if (!failure) return;
    const missing = isApiError(failure) && [400, 404].includes(failure.status);
    notifications.show({
      color: "red",
      title: messages.genericErrorTitle,
      message: missing ? messages.pamphletNotFound : messages.pamphletLoadFailed,
    });
    close();
  }, [failure, close]);

  if (!query.data) return <CenteredLoader />;
  const { pamphlet, pageSvg } = query.data;

  return (
    <PrintPageFrame
      heading={
        <>
          <Title order={1} size="h4">
            Pamphlet: {pamphlet.name}
          </Title>
          <Badge color={pamphlet.printed ? "green" : "gray"} variant="light">
            {pamphlet.printed ? "DONE" : "DRAFT"}
          </Badge>
        </>
      }
      tools={
        <>
          <Text size="sm" c="dimmed" visibleFrom="lg">
            {pamphlet.printed
              ? "Printed: the map can no longer be edited."
              : "Printing marks the map done; it can then no longer be edited."}
          </Text>
          <Anchor href={imperfectionPaths.pamphletPdf(id, "A4")} size="sm">
            <Group gap={4} component="span">
              <IconFileTypePdf size={16} aria-hidden="true" />
              PDF (A4)
            </Group>
          </Anchor>
          <Anchor href={imperfectionPaths.pamphletPdf(id, "LETTER")} size="sm">
            PDF (Letter)
          </Anchor>
        </>
      }
      onClose={close}
      // The server answers only for a map with proportions and a connection, so it can be printed;
      // the map is marked done (and its certificate filed) before the print dialog opens.
      onPrint={() => print.mutate(id, thenOpenPrintDialog)}
      printing={print.isPending}
    >
      <div
        className={classes.drawing}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server draws this SVG from escaped data only (domain imperfections/pamphlet-page.ts); inline, so the proportions image it links loads, which an <img> of the SVG would not.
        dangerouslySetInnerHTML={{ __html: pageSvg }}
      />
    </PrintPageFrame>
  );
}
