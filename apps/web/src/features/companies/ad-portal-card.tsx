import type { Company, CompanyKind } from "@loupe/domain/companies";
import { messages } from "@loupe/domain/messages";
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconKey, IconMailForward, IconMailOff } from "@tabler/icons-react";
import { useId } from "react";
import { ImageUploadField, type ImageValue } from "../../components/image-upload-field";
import { InvitationField } from "./invitation-field";
import { credentialsTitle } from "./portal-credentials-modal";
import { portalStatusText } from "./portal-status";

const statusIcon = { not_invited: IconMailOff, invited: IconMailForward, verified: IconCircleCheck };
const statusColor = {
  not_invited: "var(--mantine-color-gray-7)",
  invited: "var(--mantine-color-orange-9)",
  verified: "var(--mantine-color-green-9)",
};

// Ad-portal access (spec 002 §4): the access checkbox, the invitation, its status, and, once the
// e-mail is verified, the credentials instead of the invitation. The background image belongs to
// the portal, so it shows only with access on.
export function AdPortalCard({
  kind,
  company,
  access,
  onAccessChange,
  background,
  onBackgroundChange,
  onUploadBusy,
  onEditCredentials,
}: {
  kind: CompanyKind;
  company: Company | null;
  access: boolean;
  onAccessChange: (access: boolean) => void;
  background: ImageValue;
  onBackgroundChange: (value: ImageValue) => void;
  onUploadBusy: (busy: boolean) => void;
  // Opens the credentials modal, which the page renders outside this form.
  onEditCredentials: () => void;
}) {
  const id = useId();
  const status = company?.portalStatus ?? "not_invited";
  const verified = status === "verified";
  const StatusIcon = statusIcon[status];

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg" fw={600}>
          Advertisement portal
        </Title>
        <Stack gap={4}>
          <Checkbox
            label="Ad Portal Access"
            checked={access}
            onChange={(event) => onAccessChange(event.currentTarget.checked)}
            disabled={verified}
            aria-describedby={verified ? `${id}-locked` : undefined}
          />
          {verified && (
            <Text id={`${id}-locked`} size="xs" c="dimmed" pl={32}>
              The portal e-mail is verified, so access stays on.
            </Text>
          )}
        </Stack>
        <Group gap={6} wrap="nowrap" aria-live="polite">
          <StatusIcon size={16} color={statusColor[status]} aria-hidden="true" />
          <Text size="sm">
            <Text span fw={600} size="sm">
              Status:
            </Text>{" "}
            {portalStatusText(company)}
          </Text>
        </Group>
        {verified && company ? (
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden="true" />}
            onClick={onEditCredentials}
            style={{ alignSelf: "flex-start" }}
          >
            {credentialsTitle}
          </Button>
        ) : (
          <InvitationField kind={kind} company={company} />
        )}
        {access && (
          <ImageUploadField
            label="Background Image"
            value={background}
            onChange={onBackgroundChange}
            failureText={messages.backgroundUploadFailure}
            previewWidth={160}
            previewHeight={96}
            onBusyChange={onUploadBusy}
          />
        )}
      </Stack>
    </Paper>
  );
}
