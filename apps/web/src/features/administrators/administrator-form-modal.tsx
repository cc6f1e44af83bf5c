import type { Administrator } from "@loupe/domain/administrators";
import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import type { FieldError } from "@loupe/domain/problem";
import { Modal } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { ErrorDialog } from "../../components/error-dialog";
import { errorDetail, isApiError } from "../../lib/api-client";
import { AdministratorForm } from "./administrator-form";
import type { AdministratorFormResult } from "./administrator-form-values";
import { useCreateAdministrator, useUpdateAdministrator } from "./api";

// `administrator` undefined: closed; null: adding a new one; a record: editing it.
export function AdministratorFormModal({
  administrator,
  showPermissions,
  mayApprove,
  onClose,
  onCreated,
}: {
  administrator: Administrator | null | undefined;
  showPermissions: boolean;
  mayApprove: boolean;
  onClose: () => void;
  // A new administrator may sort onto another page; the list shows them (by their e-mail).
  onCreated?: (created: Administrator) => void;
}) {
  const create = useCreateAdministrator();
  const update = useUpdateAdministrator();
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const opened = administrator !== undefined;
  // Keeps the form on screen while the modal fades out after a save.
  const shown = useRef<Administrator | null>(null);
  if (administrator !== undefined) shown.current = administrator;
  const submitting = create.isPending || update.isPending;

  function close() {
    setServerErrors([]);
    onClose();
  }

  async function save(result: AdministratorFormResult) {
    setServerErrors([]);
    try {
      if (result.mode === "create") onCreated?.(await create.mutateAsync(result.payload));
      else if (administrator) await update.mutateAsync({ id: administrator.id, body: result.payload });
      notifications.show({
        color: "green",
        title: result.mode === "create" ? messages.administratorCreated : messages.administratorUpdated,
        message: result.payload.fullName,
        autoClose: notificationAutoCloseMs,
      });
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.problem.errors) setServerErrors(failure.problem.errors);
      setError(errorDetail(failure));
    }
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={shown.current ? "Edit Admin" : "Add New Admin"}
        size="md"
        closeOnClickOutside={!submitting}
      >
        {/* The modal mounts its content only while open (or closing): each opening starts afresh. */}
        <AdministratorForm
          key={shown.current?.id ?? "new"}
          administrator={shown.current}
          showPermissions={showPermissions}
          mayApprove={mayApprove}
          submitting={submitting}
          serverErrors={serverErrors}
          onSubmit={save}
          onCancel={close}
        />
      </Modal>
      <ErrorDialog title={messages.adminCreateFailureTitle} message={error} onClose={() => setError(null)} />
    </>
  );
}
