import { Alert, Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../components/page-header";
import { errorDetail } from "../../lib/api-client";
import { dashboardCountsQuery, useRefreshDashboard } from "./api";
import { NewlyAddedSection } from "./newly-added-section";
import { StatCards } from "./stat-cards";

// /dashboard (spec 000 §2): the counters, then the queue of items waiting to be completed.
export function DashboardPage() {
  const counts = useQuery(dashboardCountsQuery());
  const refresh = useRefreshDashboard();
  return (
    <>
      <PageHeader title="Dashboard" />
      {counts.isError && (
        <Alert color="red" variant="light" title="The counts could not be loaded" mb="md">
          <Text size="sm">{errorDetail(counts.error)}</Text>
          <Button
            size="xs"
            variant="default"
            mt="sm"
            loading={counts.isFetching}
            onClick={() => void counts.refetch()}
          >
            Retry
          </Button>
        </Alert>
      )}
      <StatCards counts={counts.data} onAdded={refresh} />
      <NewlyAddedSection />
    </>
  );
}
