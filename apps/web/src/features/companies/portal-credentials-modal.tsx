import { type Company, type CompanyKind, portalCredentialsSchema } from "@loupe/domain/companies";
import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { DialogButtons } from "../../components/dialog-buttons";
import { ErrorDialog } from "../../components/error-dialog";
import { errorDetail } from "../../lib/api-client";
import { useUpdatePortalCredentials } from "./api";
import { withoutFinalPeriod } from "./portal-status";

export const credentialsTitle = "Edit Advertisement Portal Credentials";
// Not in the spec's catalogue: the success of an update it only shows as a closed modal.

type Errors = { email?: string; password?: string };

// The verified company's ad-portal sign-in: Save stays disabled until both fields hold something.
export function PortalCredentialsModal({
  kind,
  company,
  opened,
  onClose,
}: {
  kind: CompanyKind;
  company: Company;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdatePortalCredentials(kind);
  const [email, setEmail] = useState(company.portalEmail ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const filled = email.trim() !== "" && password !== "";

  function close() {
    setPassword("");
    setErrors({});
    onClose();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = portalCredentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "email" || field === "password") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: company.id, ...parsed.data });
      notifications.show({
        color: "green",
        title: messages.portalCredentialsUpdated,
        message: parsed.data.email,
        autoClose: notificationAutoCloseMs,
      });
      close();
    } catch (error) {
      setFailure(messages.credentialsFailure(withoutFinalPeriod(errorDetail(error))));
    }
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={credentialsTitle}
        size={500}
        closeOnClickOutside={!update.isPending}
      >
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              data-autofocus
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
            />
            <DialogButtons
              mt="xs"
              confirm="Save"
              onCancel={close}
              pending={update.isPending}
              confirmDisabled={!filled}
              cancelDisabled={update.isPending}
            />
          </Stack>
        </form>
      </Modal>
      <ErrorDialog title={messages.somethingWentWrong} message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
