import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import { useListReturnPath } from "../../components/list-return";
import { PageHeader } from "../../components/page-header";
import { RecordLoader } from "../../components/record-loader";
import { SkuExportButton, skuExportUrl } from "../../components/sku-export";
import { SkuTable } from "../../components/sku-table";
import { TotalFigure } from "../../components/total-figure";
import { errorDetail } from "../../lib/api-client";
import { administratorQuery, administratorSkusQuery } from "./api";

// /user/:id: one administrator and the certificates they posted (spec 002 'Administrator SKU list').
export function AdministratorDetailPage() {
  const listPath = useListReturnPath("/user");
  const { id = "" } = useParams();
  const administrator = useQuery(administratorQuery(id));
  const skus = useQuery(administratorSkusQuery(id));

  return (
    <RecordLoader query={administrator}>
      {(data) => (
        <>
          <PageHeader title={data.fullName} above={<BackLink to={listPath}>Administrators</BackLink>}>
            <SkuExportButton
              ownerName={data.fullName}
              rows={skus.data?.items}
              href={skuExportUrl("administrators", data.id)}
            />
          </PageHeader>
          <Stack gap="lg">
            <TotalFigure label="Total Video Posts" value={data.totalVideoPosts} testId="total-video-posts" />
            <SkuTable
              label="Video posts"
              rows={skus.data?.items}
              loading={skus.isFetching}
              error={skus.isError ? errorDetail(skus.error) : null}
              onRetry={() => skus.refetch()}
              showCreated
              emptyText="No posts yet"
              noMatchText="No posts match this search"
            />
          </Stack>
        </>
      )}
    </RecordLoader>
  );
}
