import { ScrollArea, Table } from "@mantine/core";
import type { MapViews } from "./country-views";
import { formatCount } from "./figure-format";

// Views and clicks by country, most viewed first: the world map as text, with what it cannot show.
export function CountryTable({ views }: { views: MapViews }) {
  return (
    <ScrollArea.Autosize
      mah={400}
      type="auto"
      scrollbars="y"
      offsetScrollbars
      // A long list scrolls by keyboard too.
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Views by country, scrollable" }}
    >
      <Table
        aria-label="Views by country"
        striped
        verticalSpacing={5}
        fz="sm"
        stickyHeader
        data-testid="analytics-country-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Country</Table.Th>
            <Table.Th ta="right">Views</Table.Th>
            <Table.Th ta="right">Clicks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {views.list.map((country) => (
            <Table.Tr key={country.code}>
              <Table.Td>{country.name}</Table.Td>
              <Table.Td ta="right">{formatCount(country.views)}</Table.Td>
              <Table.Td ta="right">{formatCount(country.clicks)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
