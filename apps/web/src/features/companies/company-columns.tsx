import type { CompanyListItem } from "@loupe/domain/companies";
import { Anchor, Badge, Group, Tooltip } from "@mantine/core";
import { IconPin } from "@tabler/icons-react";
import { Link } from "react-router";
import { CompanyLogo } from "../../components/company-logo";
import type { DataTableColumn } from "../../components/data-table-column";
import type { KindTexts } from "./company-kinds";

export const pinnedHint = "Pinned to the top of pick-lists";

export function companyColumns(texts: KindTexts): DataTableColumn<CompanyListItem>[] {
  return [
    {
      key: "thumbnail",
      header: "Thumbnail",
      width: 96,
      cell: (row) => <CompanyLogo name={row.name} url={row.logoUrl} />,
    },
    {
      key: "name",
      header: "Name",
      sortField: "name",
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={texts.formPath(row.id)} fw={500} size="sm">
            {row.name}
          </Anchor>
          {row.pinned && (
            <Tooltip label={pinnedHint}>
              <IconPin
                size={15}
                color="var(--mantine-color-gray-7)"
                role="img"
                aria-label={pinnedHint}
                tabIndex={0}
              />
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: "access",
      // A coloured dot with dark text: Mantine's light green badge text is under 4.5:1.
      header: "Ad Portal Access",
      width: 160,
      cell: (row) =>
        row.adPortalAccess ? (
          <Badge color="green.8" variant="dot" tt="none" c="gray.9">
            Active
          </Badge>
        ) : (
          <Badge color="gray.5" variant="dot" tt="none" c="gray.8">
            Inactive
          </Badge>
        ),
    },
    {
      key: "skus",
      header: "Total SKUs",
      align: "right",
      width: 120,
      cell: (row) => (
        // Named by its count alone: a name containing the company's would make "the link named
        // Aurora" ambiguous in the row (the column header says what the number is).
        <Anchor component={Link} to={texts.reportPath(row.id)} size="sm">
          {row.totalSkus}
        </Anchor>
      ),
    },
  ];
}
