import { administratorDeleteRefusal } from "@loupe/domain/administrator-rules";
import type { Administrator } from "@loupe/domain/administrators";
import { formatPhone } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { Anchor, Badge, Group } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import type { DataTableColumn } from "../../components/data-table-column";
import { RowAction } from "../../components/row-action";

type Actions = {
  canManage: boolean;
  currentUserId: string | undefined;
  onEdit: (administrator: Administrator) => void;
  onDelete: (administrator: Administrator) => void;
};

export function administratorColumns({
  canManage,
  currentUserId,
  onEdit,
  onDelete,
}: Actions): DataTableColumn<Administrator>[] {
  return [
    {
      key: "name",
      header: "Name",
      sortField: "fullName",
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/user/${row.id}`} fw={500} size="sm">
            {row.fullName}
          </Anchor>
          {/* Said in words too, not by the row's colour alone; dark text keeps the badge above 4.5:1. */}
          {row.needsApproval && (
            <Badge color="yellow" variant="light" c="dark.7" tt="none" size="sm">
              Needs approval
            </Badge>
          )}
        </Group>
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
        <RowAction
          label={`Edit ${row.fullName}`}
          hint="Edit"
          icon={<IconPencil size={18} aria-hidden="true" />}
          disabledReason={canManage ? null : messages.forbidden}
          onClick={() => onEdit(row)}
        />
      ),
    },
    {
      key: "delete",
      header: "Delete",
      align: "center",
      width: 70,
      cell: (row) => (
        <RowAction
          label={`Delete ${row.fullName}`}
          hint="Delete"
          color="red"
          icon={<IconTrash size={18} aria-hidden="true" />}
          disabledReason={canManage ? administratorDeleteRefusal(currentUserId, row.id) : messages.forbidden}
          onClick={() => onDelete(row)}
        />
      ),
    },
  ];
}
