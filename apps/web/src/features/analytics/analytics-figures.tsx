import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { allMonths, monthNames } from "@loupe/domain/analytics/analytics-period";
import { Button, Center, Grid, Group, Loader, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { lazy, Suspense, useMemo } from "react";
import { TotalFigure } from "../../components/total-figure";
import type { AnalyticsFilters } from "./analytics-filters";
import { CertificatesTable, certificatesTitle } from "./certificates-table";
import { ChartCard } from "./chart-card";
import { CountryTable } from "./country-table";
import { mapViews } from "./country-views";
import { formatCount } from "./figure-format";
import { MonthTable } from "./month-table";

// The chart library and the map (with its atlas) are chunks of their own, loaded by this screen.
const AnalyticsCharts = lazy(async () => ({ default: (await import("./analytics-charts")).AnalyticsCharts }));
const WorldMap = lazy(async () => ({ default: (await import("./world-map")).WorldMap }));

// Where a chart or the map will be, the same height, while its code loads.
function Loading({ height, label }: { height: number; label: string }) {
  return (
    <Center h={height} role="status">
      <Loader aria-label={label} />
    </Center>
  );
}

const periodName = (answer: AnalyticsAnswer) =>
  answer.month === allMonths ? String(answer.year) : `${monthNames[answer.month - 1]} ${answer.year}`;

// A client's figures for the chosen period (and certificate): totals, charts, the map and tables.
export function AnalyticsFigures({
  answer,
  filters,
  onChange,
}: {
  answer: AnalyticsAnswer;
  filters: AnalyticsFilters;
  onChange: (change: Partial<AnalyticsFilters>) => void;
}) {
  const views = useMemo(() => mapViews(answer.regions), [answer.regions]);
  const chosen = answer.recordId
    ? (answer.certificates.items.find((item) => item.recordId === answer.recordId)?.label ??
      "the chosen certificate")
    : null;
  const period = periodName(answer);
  return (
    <>
      {chosen && (
        <Paper withBorder radius="md" px="md" py="xs" mb="md" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Showing certificate <b>{chosen}</b> only
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => onChange({ recordId: null })}
            >
              All certificates
            </Button>
          </Group>
        </Paper>
      )}
      <Group gap="md" mb="lg" align="stretch">
        <TotalFigure
          label={`Certificate Views, ${period}`}
          value={formatCount(answer.totals.certificateViews)}
          testId="analytics-total-views"
        />
        <TotalFigure
          label={`Clicks to Company Site, ${period}`}
          value={formatCount(answer.totals.clicksToCompanySite)}
          testId="analytics-total-clicks"
        />
      </Group>
      <Suspense fallback={<Loading height={300} label="Loading the charts" />}>
        <AnalyticsCharts answer={answer} />
      </Suspense>
      <Grid gap="md" mb="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard title={`Views by country, ${period}`} testId="analytics-map" fill>
            <Suspense fallback={<Loading height={360} label="Loading the map" />}>
              <WorldMap views={views} label={`World map of certificate views by country, ${period}`} />
            </Suspense>
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ChartCard title="Countries" fill>
            <CountryTable views={views} />
          </ChartCard>
        </Grid.Col>
      </Grid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ChartCard title={`Months of ${answer.year}`}>
            <MonthTable answer={answer} />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard title={certificatesTitle(answer.recordId !== null)}>
            <CertificatesTable
              answer={answer}
              page={filters.page}
              onPage={(page) => onChange({ page })}
              onChoose={(recordId) => onChange({ recordId })}
            />
          </ChartCard>
        </Grid.Col>
      </Grid>
    </>
  );
}
