import { gradingFieldLabels, gradingFields } from "@loupe/domain/diamonds/diamond-fields";
import { messages } from "@loupe/domain/messages";
import {
  type DiamondTemplateId,
  diamondTemplates,
  findDiamondTemplate,
} from "@loupe/domain/options/diamond-templates";
import { Alert, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode, Ref } from "react";

// A titled card of the form; `aria-labelledby` makes it a named region for screen readers.
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={id}>
      <Title order={2} id={id} fz="md" fw={650} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const templateData = diamondTemplates.map((template) => ({
  value: String(template.id),
  label: `${template.id}. ${template.name}`,
}));

// The template decides which grading fields the record has; a new record starts without one.
export function TemplateField({
  value,
  onChange,
}: {
  value: DiamondTemplateId | null;
  onChange: (value: DiamondTemplateId) => void;
}) {
  return (
    <Select
      label="Template"
      placeholder="Choose a template"
      description="Decides which grading fields the certificate shows."
      data={templateData}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const template = findDiamondTemplate(Number(next));
        if (template) onChange(template.id);
      }}
      allowDeselect={false}
      required
      maw={420}
    />
  );
}

const labelOf = (field: string) =>
  (gradingFields as readonly string[]).includes(field)
    ? gradingFieldLabels[field as (typeof gradingFields)[number]]
    : field;

// The check's outcome above the cards ('Please enter all required fields ( in red )', …). It takes
// the focus, so keyboard and screen-reader users land on it and hear it.
export function ProblemAlert({
  detail,
  problems,
  ref,
}: {
  detail: string;
  problems: Readonly<Record<string, string>>;
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
