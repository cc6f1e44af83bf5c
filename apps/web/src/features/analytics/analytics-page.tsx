import { analyticsMessages } from "@loupe/domain/analytics/analytics-messages";
import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { ErrorState } from "../../components/error-state";
import { PageHeader } from "../../components/page-header";
import { errorDetail } from "../../lib/api-client";
import { AnalyticsFigures } from "./analytics-figures";
import { AnalyticsFilterBar } from "./analytics-filter-bar";
import {
  type AnalyticsFilters,
  analyticsApiQuery,
  analyticsFiltersToParams,
  chooseAnalytics,
  readAnalyticsFilters,
} from "./analytics-filters";
import { analyticsFiguresQuery } from "./api";

// /analytics (spec 002 §2 'Analytics'): a client's certificate views and clicks to its website for
// a year or a month, for all its certificates or one.
export function AnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readAnalyticsFilters(searchParams), [searchParams]);
  const query = analyticsApiQuery(filters);
  const figures = useQuery({ ...analyticsFiguresQuery(query ?? {}), enabled: query !== null });
  // A previous client's figures are never shown for another one.
  const answer = figures.data && figures.data.clientId === filters.clientId ? figures.data : undefined;
  const noRecords = answer !== undefined && answer.years.length === 0;

  const change = (next: Partial<AnalyticsFilters>) =>
    setSearchParams(analyticsFiltersToParams(chooseAnalytics(filters, next)));

  return (
    <>
      <PageHeader title="Analytics" />
      <AnalyticsFilterBar
        filters={filters}
        years={answer?.years.map((year) => year.year) ?? []}
        shownYear={answer?.year ?? null}
        onChange={change}
      />
      {!filters.clientId ? (
        <Notice>{analyticsMessages.clientRequired}</Notice>
      ) : figures.isError && !answer ? (
        <ErrorState message={errorDetail(figures.error)} onRetry={() => figures.refetch()} />
      ) : !answer ? (
        <CenteredLoader label="Loading the figures" />
      ) : noRecords ? (
        <Notice>{analyticsMessages.noRecords}</Notice>
      ) : (
        <div style={{ opacity: figures.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
          <AnalyticsFigures answer={answer} filters={filters} onChange={change} />
        </div>
      )}
    </>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />} maw={560}>
      {children}
    </Alert>
  );
}
