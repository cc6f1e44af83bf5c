import type { Company, CompanyKind } from "@loupe/domain/companies";
import type { SkuRow } from "@loupe/domain/skus";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconDiamond, IconRings } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import { CenteredLoader } from "../../components/centered-loader";
import { CompanyLogo } from "../../components/company-logo";
import { ErrorState } from "../../components/error-state";
import { NotFound } from "../../components/not-found";
import { PageHeader } from "../../components/page-header";
import { SkuExportButton, skuExportUrl } from "../../components/sku-export";
import { SkuTable } from "../../components/sku-table";
import { errorDetail, isApiError } from "../../lib/api-client";
import { companyQuery, companySkusQuery } from "./api";
import { kindTexts } from "./company-kinds";

// /clients/profile/:id (also /companies/profile/:id, /company/:id) and /customers/profile/:id:
// a company's certificates (spec 002 'Company SKU report').
export function CompanyReportPage({ kind }: { kind: CompanyKind }) {
  const { id = "" } = useParams();
  const company = useQuery(companyQuery(kind, id));
  const skus = useQuery(companySkusQuery(kind, id));

  if (company.isPending) return <CenteredLoader />;
  if (company.isError) {
    const status = isApiError(company.error) ? company.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return <ErrorState message={errorDetail(company.error)} onRetry={() => company.refetch()} />;
  }
  const rows = skus.data?.items;
  return (
    <>
      <PageHeader
        title={company.data.name}
        leading={<CompanyLogo name={company.data.name} url={company.data.logo?.url ?? null} size={44} />}
        above={<BackLink to={kindTexts[kind].listPath}>{kindTexts[kind].plural}</BackLink>}
      >
        <ReportActions company={company.data} rows={rows} />
      </PageHeader>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" maw={280}>
          <Text size="sm" c="dimmed" fw={500}>
            Total SKUs
          </Text>
          <Text fz={32} fw={700} lh={1.2} data-testid="total-skus">
            {company.data.totalSkus}
          </Text>
        </Paper>
        <SkuTable
          label="SKUs"
          rows={rows}
          loading={skus.isFetching}
          error={skus.isError ? errorDetail(skus.error) : null}
          serialHeader="DIS Certificate"
          emptyText="No certificates yet"
          noMatchText="No certificates match this search"
        />
      </Stack>
    </>
  );
}

function ReportActions({ company, rows }: { company: Company; rows: SkuRow[] | undefined }) {
  // The new certificate's form starts with this company chosen as its client or customer.
  const query = `?${company.kind}=${encodeURIComponent(company.id)}`;
  return (
    <>
      <Button
        component={Link}
        to={`/diamond/new${query}`}
        leftSection={<IconDiamond size={16} aria-hidden="true" />}
      >
        New Diamond
      </Button>
      <Button
        component={Link}
        to={`/jewelry/new${query}`}
        leftSection={<IconRings size={16} aria-hidden="true" />}
      >
        New Jewelry
      </Button>
      <SkuExportButton
        ownerName={company.name}
        rows={rows}
        href={skuExportUrl(company.kind === "client" ? "clients" : "customers", company.id)}
      />
    </>
  );
}
