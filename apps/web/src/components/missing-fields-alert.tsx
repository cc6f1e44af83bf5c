import { messages } from "@loupe/domain/messages";
import { Alert, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

// Mantine's yellow title on the light yellow ground is 2.7:1; dark text keeps it readable.
const warningIcon = "var(--mantine-color-orange-9)";

export function MissingFieldsAlert({ fields }: { fields: string[] }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={messages.missingRequiredFields}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      styles={{ title: { color: "var(--mantine-color-gray-9)" }, icon: { color: warningIcon } }}
    >
      <List size="sm" spacing={2}>
        {fields.map((field) => (
          <List.Item key={field}>{field}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
