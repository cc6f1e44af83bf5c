import { messages } from "@loupe/domain/messages";
import { Alert, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorDetail } from "../lib/api-client";
import classes from "./print-page-frame.module.css";

// Leaves a print page: back where the user came from in the app, or to `listPath` when the page
// was the first screen (opened in a tab of its own: going back would leave the app, and a
// notification shown on the way would be lost with the page).
export function usePrintPageClose(listPath: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => (key === "default" ? navigate(listPath, { replace: true }) : navigate(-1)),
    [key, listPath, navigate],
  );
}

// What a print page's Print does once its record is marked printed: opens the browser's print
// dialog; a refused mark is said and nothing prints.
export const thenOpenPrintDialog = {
  onSuccess: () => window.print(),
  onError: (error: unknown) =>
    notifications.show({ color: "red", title: messages.genericErrorTitle, message: errorDetail(error) }),
};

// A printable page without the app's shell (the pamphlet, the QR codes): a toolbar with Close,
// the heading, the page's own tools and Print (hidden on paper), over a sheet of paper.
export function PrintPageFrame({
  heading,
  tools,
  onClose,
  onPrint,
  printing,
  children,
}: {
  heading: ReactNode;
  tools?: ReactNode;
  onClose: () => void;
  onPrint: () => void;
  printing: boolean;
  children: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose}>
              Close
            </Button>
            {heading}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {tools}
            <Button leftSection={<IconPrinter size={16} />} onClick={onPrint} loading={printing}>
              Print
            </Button>
          </Group>
        </Group>
      </header>
      <main className={classes.sheet}>{children}</main>
    </div>
  );
}

// A print page that has nothing to print (its record is missing).
export function PrintPageProblem({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Alert color="red" title={messages.genericErrorTitle} m="xl">
        {children}
      </Alert>
    </div>
  );
}
