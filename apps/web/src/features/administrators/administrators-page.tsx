import { administratorList } from "@loupe/domain/administrator-list";
import { canSetNeedsApproval } from "@loupe/domain/administrator-rules";
import type { Administrator } from "@loupe/domain/administrators";
import { messages } from "@loupe/domain/messages";
import { hasPermission } from "@loupe/domain/permissions";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ConfirmDelete } from "../../components/confirm-delete";
import { DataTable } from "../../components/data-table";
import { ErrorDialog } from "../../components/error-dialog";
import { PageHeader } from "../../components/page-header";
import { queryTableState } from "../../components/query-table-state";
import { SearchInput } from "../../components/search-input";
import { coloredRowStyle } from "../../components/table-cells";
import { useConfirmDelete } from "../../components/use-confirm-delete";
import { useListParams } from "../../components/use-list-params";
import { errorDetail } from "../../lib/api-client";
import { useSessionUser } from "../../lib/session";
import { administratorListQuery } from "../../resources/administrators";
import { administratorColumns } from "./administrator-columns";
import { AdministratorFormModal } from "./administrator-form-modal";
import { useDeleteAdministrator } from "./api";

// Spec 001 §3.2: an administrator who needs approval is highlighted (and badged, in the name column).
const highlighted = coloredRowStyle("var(--mantine-color-yellow-light)");
const needsApprovalRow = (row: Administrator) => (row.needsApproval ? highlighted : undefined);

// /user: the administrators list (spec 001 §2.4).
export function AdministratorsPage() {
  const user = useSessionUser();
  const canManage = hasPermission(user, "super_admin");
  const params = useListParams(administratorList);
  const list = useQuery(administratorListQuery(params.apiQuery));
  const remove = useDeleteAdministrator();
  // undefined: form closed; null: adding; a record: editing.
  const [editing, setEditing] = useState<Administrator | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const deletion = useConfirmDelete({
    remove: (administrator: Administrator) => remove.mutateAsync(administrator.id),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
    onFailure: (failure) => setError(errorDetail(failure)),
  });

  const columns = useMemo(
    () =>
      administratorColumns({
        canManage,
        currentUserId: user?.id,
        onEdit: setEditing,
        onDelete: deletion.ask,
      }),
    [canManage, user?.id, deletion.ask],
  );

  return (
    <>
      <PageHeader title="Administrators">
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
            Add New Admin
          </Button>
        )}
      </PageHeader>
      <DataTable
        label="Administrators"
        columns={columns}
        {...queryTableState(list)}
        params={params}
        rowKey={(row) => row.id}
        rowStyle={needsApprovalRow}
        onRetry={() => list.refetch()}
        emptyText={params.search ? "No administrators match this search" : "No administrators yet"}
        toolbar={
          <SearchInput
            value={params.search}
            onSearch={params.setSearch}
            placeholder="Search name, email or phone"
          />
        }
      />
      <AdministratorFormModal
        administrator={editing}
        showPermissions={canManage}
        mayApprove={canSetNeedsApproval(user)}
        onClose={() => setEditing(undefined)}
        onCreated={(created) => params.setSearch(created.email)}
      />
      <ConfirmDelete
        {...deletion.dialog}
        subject={deletion.pending ? `${deletion.pending.fullName} (${deletion.pending.email})` : undefined}
      />
      <ErrorDialog title={messages.adminCreateFailureTitle} message={error} onClose={() => setError(null)} />
    </>
  );
}
