import "@mantine/charts/styles.css";
import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { BarChart, LineChart, PieChart } from "@mantine/charts";
import { Grid, Group, Stack, Text } from "@mantine/core";
import { ChartCard } from "./chart-card";
import { deviceFigures, shownDevices } from "./device-figures";
import { formatCount } from "./figure-format";

// The screen's three charts (spec 002 §2: line, bar and pie), in a chunk of their own with the
// chart library. Each is an image whose label says what it shows; the month table and the device
// legend say the same as text.
const series = [
  { name: "views", label: "Certificate Views", color: "indigo.6" },
  { name: "clicks", label: "Clicks to Company Site", color: "teal.6" },
];

// What the line and bar charts share: a legend under them, thousands marked, and no keyboard
// layer of their own (the tables carry the figures as text).
const legendAndValues = {
  withLegend: true,
  legendProps: { verticalAlign: "bottom", height: 40 },
  valueFormatter: formatCount,
  accessibilityLayer: false,
} as const;

export function AnalyticsCharts({ answer }: { answer: AnalyticsAnswer }) {
  // The line chart: each device's views month by month (spec 002 §2 'charts by device').
  const lines = shownDevices(answer);
  const months = answer.months.map((month) => {
    // A month still to come is not drawn (the line would fall to 0).
    const ahead = isAhead(answer.year, month.month);
    return {
      month: month.name.slice(0, 3),
      ...Object.fromEntries(
        lines.map(({ key }) => [key, ahead ? null : month.devices[key].certificateViews]),
      ),
    };
  });
  const devices = deviceFigures(answer);
  const deviceText = devices
    .map(
      (device) =>
        `${device.device}: ${formatCount(device.views)} views, ${formatCount(device.clicks)} clicks`,
    )
    .join("; ");
  return (
    <Grid gap="md" mb="lg">
      <Grid.Col span={{ base: 12, xl: 4 }}>
        <ChartCard title={`Views by device and month, ${answer.year}`} testId="analytics-line-chart">
          <div
            role="img"
            aria-label={`Line chart of views by device for each month of ${answer.year}; the months table gives the figures`}
          >
            <LineChart
              h={240}
              data={months}
              dataKey="month"
              series={lines.map(({ key, device, color }) => ({ name: key, label: device, color }))}
              curveType="monotone"
              {...legendAndValues}
            />
          </div>
        </ChartCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
        <ChartCard title="By device" testId="analytics-bar-chart">
          <div role="img" aria-label={`Bar chart by device. ${deviceText}`}>
            <BarChart h={240} data={devices} dataKey="device" series={series} {...legendAndValues} />
          </div>
        </ChartCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, xl: 4 }}>
        <ChartCard title="Share of views by device" testId="analytics-pie-chart">
          <Group wrap="nowrap" align="center" gap="md" justify="center" h={260}>
            <div
              role="img"
              aria-label={`Pie chart of views by device. ${devices.map((device) => `${device.device} ${device.viewsShare}%`).join(", ")}`}
            >
              <PieChart
                size={160}
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
                  <Text size="sm" fw={500} w={58}>
                    {device.device}
                  </Text>
                  <Text size="sm" fw={700} w={36} ta="right">
                    {device.viewsShare}%
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
      </Grid.Col>
    </Grid>
  );
}

// Months are UTC (decision 0025).
function isAhead(year: number, month: number): boolean {
  const now = new Date();
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month > now.getUTCMonth() + 1);
}

const swatch = { display: "inline-block", width: 10, height: 10, borderRadius: 2, flex: "none" } as const;

// "teal.6" → Mantine's CSS variable for it.
const colorVariable = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;
