import { Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import { CenteredLoader } from "../../components/centered-loader";
import { ErrorState } from "../../components/error-state";
import { NotFound } from "../../components/not-found";
import { PageHeader } from "../../components/page-header";
import { SkuExportButton, skuExportUrl } from "../../components/sku-export";
import { SkuTable } from "../../components/sku-table";
import { errorDetail, isApiError } from "../../lib/api-client";
import { administratorQuery, administratorSkusQuery } from "./api";

// /user/:id: one administrator and the certificates they posted (spec 002 'Administrator SKU list').
export function AdministratorDetailPage() {
  const { id = "" } = useParams();
  const administrator = useQuery(administratorQuery(id));
  const skus = useQuery(administratorSkusQuery(id));

  if (administrator.isPending) return <CenteredLoader />;
  if (administrator.isError) {
    const status = isApiError(administrator.error) ? administrator.error.status : 0;
    // A malformed id is refused as 400; to the user both mean "no such administrator".
    if (status === 404 || status === 400) return <NotFound />;
    return <ErrorState message={errorDetail(administrator.error)} onRetry={() => administrator.refetch()} />;
  }

  const { data } = administrator;
  return (
    <>
      <PageHeader title={data.fullName} above={<BackLink to="/user">Administrators</BackLink>}>
        <SkuExportButton
          ownerName={data.fullName}
          rows={skus.data?.items}
          href={skuExportUrl("administrators", data.id)}
        />
      </PageHeader>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" maw={280}>
          <Text size="sm" c="dimmed" fw={500}>
            Total Video Posts
          </Text>
          <Text fz={32} fw={700} lh={1.2} data-testid="total-video-posts">
            {data.totalVideoPosts}
          </Text>
        </Paper>
        <SkuTable
          label="Video posts"
          rows={skus.data?.items}
          loading={skus.isFetching}
          error={skus.isError ? errorDetail(skus.error) : null}
          showCreated
          emptyText="No posts yet"
          noMatchText="No posts match this search"
        />
      </Stack>
    </>
  );
}
