import { billingCsvFileName } from "@loupe/domain/billing/billing-csv";
import { allBillingClients, billingList } from "@loupe/domain/billing/billing-list";
import { formatCount, formatUsd } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { CompanyPicker } from "../../components/company-picker";
import { DataTable } from "../../components/data-table";
import { ExportButtons } from "../../components/import-export/export-buttons";
import { PageHeader } from "../../components/page-header";
import { queryTableState } from "../../components/query-table-state";
import { useUrlFilters } from "../../components/url-filters";
import { useListParams } from "../../components/use-list-params";
import { billedClientQuery, billingKeys, billingListQuery, billingPaths, useChooseBilledClient } from "./api";
import { billingColumns } from "./billing-columns";
import { BillingFilterBar } from "./billing-filter-bar";
import { billingApiQuery, billingUrlFilters, clearedFilters, hasFilters } from "./billing-filters";
import { ExportSelectedButton } from "./export-selected-button";

const noun = { one: "certificate", many: "certificates" };

// /billing: the certificate cost report (spec 001 §2.5, §4.4): Passed jewelry with a certificate
// number, newest first, the total of their certificate prices over the whole filtered set.
export function BillingPage() {
  const params = useListParams(billingList);
  const { filters, apply } = useUrlFilters(billingUrlFilters);
  const [searchParams] = useSearchParams();
  const remembered = useQuery(billedClientQuery);
  const choose = useChooseBilledClient();
  const queryClient = useQueryClient();
  // The URL's client, else the one this user last chose (any station), else the default.
  const client = filters.client ?? (remembered.data ? (remembered.data.clientId ?? allBillingClients) : null);
  const query = useMemo(() => billingApiQuery(searchParams, client ?? ""), [searchParams, client]);
  const list = useQuery(billingListQuery(query, client !== null));
  const page = list.data;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const filterKey = JSON.stringify({ ...query, cursor: undefined, direction: undefined, limit: undefined });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts a new selection
  useEffect(() => setSelected(new Set()), [filterKey]);
  const pageIds = useMemo(() => page?.items.map((item) => item.id) ?? [], [page]);
  const columns = useMemo(
    () =>
      billingColumns({
        selected,
        pageIds,
        toggle: (id, on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          }),
        togglePage: (on) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const id of pageIds)
              if (on) next.add(id);
              else next.delete(id);
            return next;
          }),
      }),
    [selected, pageIds],
  );

  const chosenClient = client && client !== allBillingClients ? client : null;
  const exportFilter = {
    ...query,
    limit: undefined,
    sort: undefined,
    cursor: undefined,
    direction: undefined,
  };
  const fileName = billingCsvFileName(new Date());

  return (
    <>
      <PageHeader title="Certificate Cost Report">
        <ExportButtons
          kinds={[{ label: "Export All", path: billingPaths.exportAll, fileName, icon: IconFileText }]}
          filter={exportFilter}
          noun={noun}
        />
        <ExportSelectedButton ids={selected} fileName={fileName} />
      </PageHeader>
      <Group align="stretch" gap="md" mb="md" wrap="wrap">
        <Paper withBorder radius="md" p="md" miw={260}>
          <Text size="sm" c="dimmed" fw={500} id="billing-total-label">
            Total Cert Price
          </Text>
          <Text fz={32} fw={700} lh={1.2} aria-labelledby="billing-total-label" data-testid="billing-total">
            {page ? formatUsd(page.totalCertPrice) : "…"}
          </Text>
          <Text size="sm" c="dimmed">
            {page ? `${formatCount(page.total)} ${page.total === 1 ? noun.one : noun.many}` : " "}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: 1 }} miw={280} maw={420}>
          <Stack gap={4}>
            <CompanyPicker
              kind="client"
              label="Billed client"
              placeholder="All clients"
              value={chosenClient}
              initialOption={
                chosenClient && remembered.data?.clientId === chosenClient && remembered.data.clientName
                  ? { id: chosenClient, name: remembered.data.clientName }
                  : null
              }
              onChange={(id, option) => {
                if (option)
                  queryClient.setQueryData(billingKeys.client, { clientId: id, clientName: option.name });
                apply({ ...filters, client: id ?? allBillingClients });
                choose.mutate(id);
              }}
            />
            <Text size="xs" c="dimmed">
              Remembered for you on every station; clear it for all clients.
            </Text>
          </Stack>
        </Paper>
      </Group>
      <BillingFilterBar filters={filters} onApply={apply} />
      <DataTable
        label="Certificate Cost Report"
        columns={columns}
        {...queryTableState(list)}
        loading={list.isFetching || client === null}
        onRetry={() => list.refetch()}
        params={params}
        rowKey={(row) => row.id}
        fixedWidths
        emptyText={hasFilters(filters) ? messages.noBillingRecords : "No billed certificates yet"}
        onClearFilters={hasFilters(filters) ? () => apply(clearedFilters(filters)) : undefined}
      />
    </>
  );
}
