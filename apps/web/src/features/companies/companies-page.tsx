import type { CompanyKind } from "@loupe/domain/companies";
import { companyList } from "@loupe/domain/company-list";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { queryTableState } from "../../components/query-table-state";
import { SearchInput } from "../../components/search-input";
import { useListParams } from "../../components/use-list-params";
import { companyListQuery } from "./api";
import { companyColumns } from "./company-columns";
import { kindTexts } from "./company-kinds";

// /clients and /customers (spec 002 'Clients list', 'Customers list and form').
export function CompaniesPage({ kind }: { kind: CompanyKind }) {
  const texts = kindTexts[kind];
  const navigate = useNavigate();
  const params = useListParams(companyList);
  const list = useQuery(companyListQuery(kind, params.apiQuery));
  const columns = useMemo(() => companyColumns(texts), [texts]);
  const noun = texts.plural.toLowerCase();

  return (
    <>
      <PageHeader title={texts.plural}>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => navigate(texts.formPath("new"))}
        >
          {texts.newButton}
        </Button>
      </PageHeader>
      <DataTable
        label={texts.plural}
        columns={columns}
        {...queryTableState(list)}
        params={params}
        rowKey={(row) => row.id}
        onRetry={() => list.refetch()}
        emptyText={params.search ? `No ${noun} match this search` : `No ${noun} yet`}
        toolbar={
          <SearchInput value={params.search} onSearch={params.setSearch} placeholder="Search by name" />
        }
      />
    </>
  );
}
