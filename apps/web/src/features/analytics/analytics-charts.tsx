import "@mantine/charts/styles.css";
import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { BarChart, LineChart, PieChart } from "@mantine/charts";
import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { ChartCard } from "./chart-card";
import { deviceFigures } from "./device-figures";
import { formatCount } from "./figure-format";

// The screen's three charts (spec 002 §2: line, bar and pie), in a chunk of their own with the
// chart library. Each is an image whose label says what it shows; the month table and the device
// legend say the same as text.
const series = [
  { name: "views", label: "Certificate Views", color: "indigo.6" },
  { name: "clicks", label: "Clicks to Company Site", color: "teal.6" },
];

export function AnalyticsCharts({ answer }: { answer: AnalyticsAnswer }) {
  const months = answer.months.map((month) => ({
    month: month.name.slice(0, 3),
    views: month.certificateViews,
    clicks: month.clicksToCompanySite,
  }));
  const devices = deviceFigures(answer);
  const deviceText = devices
    .map(
      (device) =>
        `${device.device}: ${formatCount(device.views)} views, ${formatCount(device.clicks)} clicks`,
    )
    .join("; ");
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" mb="lg">
      <ChartCard title={`By month, ${answer.year}`} testId="analytics-line-chart">
        <div role="img" aria-label={`Line chart of views and clicks by month of ${answer.year}`}>
          <LineChart
            h={240}
            data={months}
            dataKey="month"
            series={series}
            curveType="monotone"
            withLegend
            legendProps={{ verticalAlign: "bottom", height: 40 }}
            valueFormatter={formatCount}
            accessibilityLayer={false}
          />
        </div>
      </ChartCard>
      <ChartCard title="By device" testId="analytics-bar-chart">
        <div role="img" aria-label={`Bar chart by device. ${deviceText}`}>
          <BarChart
            h={240}
            data={devices}
            dataKey="device"
            series={series}
            withLegend
            legendProps={{ verticalAlign: "bottom", height: 40 }}
            valueFormatter={formatCount}
            accessibilityLayer={false}
          />
        </div>
      </ChartCard>
      <ChartCard title="Share of views by device" testId="analytics-pie-chart">
        <Group wrap="nowrap" align="center" gap="lg" justify="center" h={260}>
          <div
            role="img"
            aria-label={`Pie chart of views by device. ${devices.map((device) => `${device.device} ${device.viewsShare}%`).join(", ")}`}
          >
            <PieChart
              size={180}
              data={devices.map((device) => ({
                name: device.device,
                value: device.views,
                color: device.color,
              }))}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={formatCount}
              accessibilityLayer={false}
            />
          </div>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {devices.map((device) => (
              <Group component="li" key={device.device} gap={8} wrap="nowrap">
                <span style={{ ...swatch, background: colorVariable(device.color) }} />
                <Text size="sm" fw={500} w={64}>
                  {device.device}
                </Text>
                <Text size="sm" fw={700} w={44} ta="right">
                  {device.viewsShare}%
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCount(device.views)} views
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartCard>
    </SimpleGrid>
  );
}

const swatch = { display: "inline-block", width: 10, height: 10, borderRadius: 2, flex: "none" } as const;

// "teal.6" → Mantine's CSS variable for it.
const colorVariable = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;
