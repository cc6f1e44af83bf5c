import { messages } from "@loupe/domain/messages";
import { Anchor, Badge, Button, Group, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { errorDetail, isApiError } from "../../../lib/api-client";
import { imperfectionPaths } from "../../../resources/imperfections";
import { pamphletQuery, usePrintPamphlet } from "../api";
import classes from "./pamphlet.module.css";

// Leaves the pamphlet: back where the user came from in the app, or to the list when the pamphlet
// was the first screen (opened from outside: going back would leave the app, and a notification
// shown on the way would be lost with the page).
function useClose() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => (key === "default" ? navigate("/imperfections", { replace: true }) : navigate(-1)),
    [key, navigate],
  );
}

// /pamphlet/:id — the printable grading report (spec 002 §2 'Pamphlet'), without the shell.
export function PamphletPage() {
  const { id = "" } = useParams();
  const query = useQuery(pamphletQuery(id));
  const close = useClose();
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
  // The server answers only for a map with proportions and a connection, so it can be printed.
  const onPrint = () =>
    print.mutate(id, {
      // The map is marked done (and its certificate filed) before the browser's print dialog opens.
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
              Pamphlet: {pamphlet.name}
            </Title>
            <Badge color={pamphlet.printed ? "green" : "gray"} variant="light">
              {pamphlet.printed ? "DONE" : "DRAFT"}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
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
            <Button leftSection={<IconPrinter size={16} />} onClick={onPrint} loading={print.isPending}>
              Print
            </Button>
          </Group>
        </Group>
      </header>
      <main
        className={classes.sheet}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server draws this SVG from escaped data only (domain imperfections/pamphlet-page.ts); inline, so the proportions image it links loads, which an <img> of the SVG would not.
        dangerouslySetInnerHTML={{ __html: pageSvg }}
      />
    </div>
  );
}
