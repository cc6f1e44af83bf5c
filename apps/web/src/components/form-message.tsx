import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

// An inline message above a form: an error (announced at once) or a success (announced politely).
export function FormMessage({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  const error = kind === "error";
  const Icon = error ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      color={error ? "red" : "green"}
      variant="light"
      role={error ? "alert" : "status"}
      icon={<Icon size={18} aria-hidden="true" />}
      styles={{ message: { color: "var(--mantine-color-gray-9)" } }}
    >
      {children}
    </Alert>
  );
}
