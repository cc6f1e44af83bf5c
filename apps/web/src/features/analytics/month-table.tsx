import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { Table } from "@mantine/core";
import { formatCount } from "./figure-format";

// Every month of the year (spec 002 §2: 'a table'), with the year's total: also what the line
// chart shows, as text.
export function MonthTable({ answer }: { answer: AnalyticsAnswer }) {
  const year = answer.months.reduce(
    (sum, month) => ({
      views: sum.views + month.certificateViews,
      clicks: sum.clicks + month.clicksToCompanySite,
    }),
    { views: 0, clicks: 0 },
  );
  return (
    <Table
      aria-label={`Views and clicks by month, ${answer.year}`}
      striped
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      data-testid="analytics-month-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Month</Table.Th>
          <Table.Th ta="right">Certificate Views</Table.Th>
          <Table.Th ta="right">Clicks to Company Site</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.months.map((month) => (
          <Table.Tr key={month.month} aria-current={answer.month === month.month ? "true" : undefined}>
            <Table.Td fw={answer.month === month.month ? 700 : undefined}>{month.name}</Table.Td>
            <Table.Td ta="right">{formatCount(month.certificateViews)}</Table.Td>
            <Table.Td ta="right">{formatCount(month.clicksToCompanySite)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{answer.year}</Table.Th>
          <Table.Th ta="right">{formatCount(year.views)}</Table.Th>
          <Table.Th ta="right">{formatCount(year.clicks)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
