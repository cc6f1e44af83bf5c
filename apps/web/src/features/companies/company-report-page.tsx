import type { Company, CompanyKind } from "@loupe/domain/companies";
import type { SkuRow } from "@loupe/domain/skus";
import { Button, Stack } from "@mantine/core";
import { IconDiamond, IconRings } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import { CompanyLogo } from "../../components/company-logo";
import { useListReturnPath } from "../../components/list-return";
import { PageHeader } from "../../components/page-header";
import { RecordLoader } from "../../components/record-loader";
import { SkuExportButton, skuExportUrl } from "../../components/sku-export";
import { SkuTable } from "../../components/sku-table";
import { TotalFigure } from "../../components/total-figure";
import { errorDetail } from "../../lib/api-client";
import { companyQuery } from "../../resources/companies";
import { companySkusQuery } from "./api";
import { kindTexts } from "./company-kinds";

// /clients/profile/:id (also /companies/profile/:id, /company/:id) and /customers/profile/:id:
// a company's certificates (spec 002 'Company SKU report').
export function CompanyReportPage({ kind }: { kind: CompanyKind }) {
  const listPath = useListReturnPath(kindTexts[kind].listPath);
  const { id = "" } = useParams();
  const company = useQuery(companyQuery(kind, id));
  const skus = useQuery(companySkusQuery(kind, id));

  const rows = skus.data?.items;
  return (
    <RecordLoader query={company}>
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            leading={<CompanyLogo name={data.name} url={data.logo?.url ?? null} size={44} />}
            above={<BackLink to={listPath}>{kindTexts[kind].plural}</BackLink>}
          >
            <ReportActions company={data} rows={rows} />
          </PageHeader>
          <Stack gap="lg">
            <TotalFigure label="Total SKUs" value={data.totalSkus} testId="total-skus" />
            <SkuTable
              label="SKUs"
              rows={rows}
              loading={skus.isFetching}
              error={skus.isError ? errorDetail(skus.error) : null}
              onRetry={() => skus.refetch()}
              serialHeader="DIS Certificate"
              priceHeader="Price"
              emptyText="No certificates yet"
              noMatchText="No certificates match this search"
            />
          </Stack>
        </>
      )}
    </RecordLoader>
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
