import { type Company, type CompanyKind, invitationEmail } from "@loupe/domain/companies";
import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Button, Group, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorDialog } from "../../components/error-dialog";
import { errorDetail, isApiError } from "../../lib/api-client";
import { useSendInvitation } from "./api";
import { kindTexts } from "./company-kinds";

// 'Email To Send Request To' and Send (Resend once an invitation went out). Only a saved company
// can be invited: the invitation's sign-in link names its id.
export function InvitationField({ kind, company }: { kind: CompanyKind; company: Company | null }) {
  const send = useSendInvitation(kind);
  const [email, setEmail] = useState(company?.portalEmail ?? company?.email ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const singular = kindTexts[kind].singular.toLowerCase();

  async function invite() {
    if (!company) return;
    const checked = invitationEmail(kind, email);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    try {
      await send.mutateAsync({ id: company.id, email: checked.email });
      setEmail(checked.email);
      notifications.show({
        color: "green",
        title: messages.emailSent,
        message: `${checked.email} can now sign in to the ad portal.`,
        autoClose: notificationAutoCloseMs,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setFieldError(error.problem.detail);
      else setFailure(errorDetail(error));
    }
  }

  return (
    <>
      <TextInput
        label="Email To Send Request To"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setFieldError(null);
        }}
        // Enter sends the invitation; it must not submit (save) the surrounding form.
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          void invite();
        }}
        error={fieldError}
        description={company ? undefined : `Save the ${singular} first, then send the invitation.`}
        inputWrapperOrder={["label", "description", "input", "error"]}
        // The button sits on the input's line, whatever the label, hint or error above and below.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="center">
            <div style={{ flex: 1 }}>{input}</div>
            <Button
              type="button"
              leftSection={<IconSend size={16} aria-hidden="true" />}
              disabled={!company}
              loading={send.isPending}
              onClick={() => void invite()}
            >
              {company?.invitationSentAt ? "Resend" : "Send"}
            </Button>
          </Group>
        )}
      />
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
