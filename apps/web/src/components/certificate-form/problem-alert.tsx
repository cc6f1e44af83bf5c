import { messages } from "@loupe/domain/messages";
import { Alert, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { Ref } from "react";

// The check's outcome above a certificate form's cards ('Please enter all required fields ( in
// red )', …), with the missing fields in words. It takes the focus, so keyboard and screen-reader
// users land on it and hear it.
export function ProblemAlert({
  detail,
  problems,
  labelOf,
  ref,
}: {
  detail: string;
  problems: Readonly<Record<string, string>>;
  labelOf: (field: string) => string;
  ref?: Ref<HTMLDivElement>;
}) {
  const missing = Object.entries(problems)
    .filter(([, message]) => message === messages.missingField)
    .map(([field]) => labelOf(field));
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      role="alert"
      title={messages.genericErrorTitle}
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      styles={{
        message: { color: "var(--mantine-color-gray-9)" },
        title: { color: "var(--mantine-color-red-9)" },
      }}
    >
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {detail}
        </Text>
        {missing.length > 0 && <Text size="sm">Missing: {missing.join(", ")}</Text>}
      </Stack>
    </Alert>
  );
}
