import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import { Anchor, Button, Group, Table, Text } from "@mantine/core";
import { analyticsPageSize } from "./analytics-filters";
import { formatCount } from "./figure-format";

const kindNames: Record<PublicPageKind, string> = { diamond: "Diamond", jewelry: "Jewelry", list: "QR list" };
// The server names certificates only (modules/analytics/certificate-labels.ts): a QR list has no
// name in the answer, and a certificate without one has been deleted.
const nameOf = (item: AnalyticsAnswer["certificates"]["items"][number]) =>
  item.label ?? (item.kind === "list" ? "QR list (no name)" : "Removed record");

export const certificatesTitle = (narrowed: boolean) =>
  narrowed ? "The chosen certificate" : "Certificates, most viewed first";

// The period's certificates, most viewed first, 50 a page (spec 002 §9), paged by limit/offset.
// A certificate's name narrows every figure of the screen to it.
export function CertificatesTable({
  answer,
  page,
  onPage,
  onChoose,
}: {
  answer: AnalyticsAnswer;
  page: number;
  onPage: (page: number) => void;
  onChoose: (recordId: string) => void;
}) {
  const { items, total } = answer.certificates;
  const first = page * analyticsPageSize;
  const narrowed = answer.recordId !== null;
  return (
    <>
      <Table
        aria-label={certificatesTitle(narrowed)}
        striped
        highlightOnHover
        verticalSpacing={6}
        fz="sm"
        data-testid="analytics-certificates-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Certificate # or SKU</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Certificate Views</Table.Th>
            <Table.Th ta="right">Clicks to Company Site</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed" ta="center" py="md">
                  No views in this period
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {items.map((item) => (
            <Table.Tr key={item.recordId}>
              <Table.Td>
                {narrowed ? (
                  nameOf(item)
                ) : (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={500}
                    onClick={() => onChoose(item.recordId)}
                    title="Show this certificate's figures only"
                  >
                    {nameOf(item)}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{kindNames[item.kind]}</Table.Td>
              <Table.Td ta="right">{formatCount(item.certificateViews)}</Table.Td>
              <Table.Td ta="right">{formatCount(item.clicksToCompanySite)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > analyticsPageSize && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            Showing {formatCount(first + 1)} to {formatCount(first + items.length)} of {formatCount(total)}{" "}
            certificates
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={first + analyticsPageSize >= total}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      )}
    </>
  );
}
