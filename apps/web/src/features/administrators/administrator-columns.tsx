import type { Administrator } from "@loupe/domain/administrators";
import { formatPhone } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { ActionIcon, Anchor, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataTableColumn } from "../../components/data-table-column";

type Actions = {
  canManage: boolean;
  onEdit: (administrator: Administrator) => void;
  onDelete: (administrator: Administrator) => void;
};

// Without super_admin the buttons stay visible but disabled, with the reason on hover.
function Guarded({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  if (allowed) return children;
  return (
    <Tooltip label={messages.forbidden}>
      <span style={{ display: "inline-block" }}>{children}</span>
    </Tooltip>
  );
}

export function administratorColumns({
  canManage,
  onEdit,
  onDelete,
}: Actions): DataTableColumn<Administrator>[] {
  return [
    {
      key: "name",
      header: "Name",
      sortField: "fullName",
      cell: (row) => (
        <Anchor component={Link} to={`/user/${row.id}`} fw={500} size="sm">
          {row.fullName}
        </Anchor>
      ),
    },
    { key: "email", header: "Email", sortField: "email", cell: (row) => row.email },
    {
      key: "phone",
      header: "Phone",
      cell: (row) => <span style={{ whiteSpace: "nowrap" }}>{formatPhone(row.phone)}</span>,
    },
    {
      key: "posts",
      header: "Posts",
      align: "right",
      width: 90,
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/user/${row.id}`}
          size="sm"
          aria-label={`${row.posts} posts by ${row.fullName}`}
        >
          {row.posts}
        </Anchor>
      ),
    },
    {
      key: "edit",
      header: "Edit",
      align: "center",
      width: 70,
      cell: (row) => (
        <Guarded allowed={canManage}>
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${row.fullName}`}
            disabled={!canManage}
            onClick={() => onEdit(row)}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Guarded>
      ),
    },
    {
      key: "delete",
      header: "Delete",
      align: "center",
      width: 70,
      cell: (row) => (
        <Guarded allowed={canManage}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${row.fullName}`}
            disabled={!canManage}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Guarded>
      ),
    },
  ];
}
