import { administratorDeleteRefusal } from "@loupe/domain/administrator-rules";
import type { Administrator } from "@loupe/domain/administrators";
import { formatPhone } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { Badge } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { DataTableColumn } from "../../components/data-table-column";
import { RowAction } from "../../components/row-action";
import { rowIcon } from "../../components/row-icon";
import { CellLink } from "../../components/table-cells";
import classes from "./administrator-columns.module.css";

const editIcon = rowIcon(IconPencil);
const deleteIcon = rowIcon(IconTrash);

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
        <span className={classes.nameCell}>
          <CellLink to={`/user/${row.id}`} strong>
            {row.fullName}
          </CellLink>
          {/* Said in words too, not by the row's colour alone; dark text keeps the badge above 4.5:1. */}
          {row.needsApproval && (
            <Badge color="yellow" variant="light" c="dark.7" tt="none" size="sm">
              Needs approval
            </Badge>
          )}
        </span>
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
        <CellLink to={`/user/${row.id}`} label={`${row.posts} posts by ${row.fullName}`}>
          {row.posts}
        </CellLink>
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
          icon={editIcon}
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
          icon={deleteIcon}
          disabledReason={canManage ? administratorDeleteRefusal(currentUserId, row.id) : messages.forbidden}
          onClick={() => onDelete(row)}
        />
      ),
    },
  ];
}
