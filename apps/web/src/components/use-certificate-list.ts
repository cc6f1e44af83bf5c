import type { CardPrint } from "@loupe/domain/certificates/record-fields";
import type { UseMutationResult } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { errorDetail } from "../lib/api-client";
import { certificateListApiQuery } from "./certificate-list-query";
import { type FilterValues, type UrlFilters, useUrlFilters } from "./url-filters";
import { useConfirmDelete } from "./use-confirm-delete";
import { useLinkOpenGuard } from "./use-link-open-guard";
import { type ListParamsOptions, useListParams } from "./use-list-params";
import { usePrintCardAction } from "./use-print-card-action";

// What every certificate list screen holds (spec 000 §2, 001 §2.2): its view and filters in the
// URL and the API query they make, the row controls' print and delete flows, the link-open guard,
// and the error the dialog shows.
export function useCertificateList<
  Values extends FilterValues,
  Row extends { id: string } & CardPrint,
>(options: {
  list: ListParamsOptions;
  filters: UrlFilters<Values>;
  print: UseMutationResult<{ message: string }, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  deleted: { title?: string; message: string };
}) {
  const params = useListParams(options.list);
  const { filters, apply, query: filterQuery } = useUrlFilters(options.filters);
  const [searchParams] = useSearchParams();
  // The same parameters the route's prefetch asked for, so the rows may be here already.
  const query = useMemo(
    () => certificateListApiQuery(searchParams, options.list, options.filters),
    [searchParams, options.list, options.filters],
  );
  const [error, setError] = useState<string | null>(null);
  const print = usePrintCardAction(options.print, setError);
  const guard = useLinkOpenGuard();
  const { mutateAsync: remove } = options.remove;
  const deletion = useConfirmDelete({
    remove: (row: Row) => remove(row.id),
    deleted: options.deleted,
    onFailure: (failure) => setError(errorDetail(failure)),
  });
  // A card printed before is printed again only when the user says so.
  const [reprinting, setReprinting] = useState<Row | null>(null);
  // The shared row controls' handlers, for a list's columns.
  const { run: printRow, printingId } = print;
  const rowHandlers = useMemo(
    () => ({
      onPrint: (row: Row) => (row.cardCertPrinted ? setReprinting(row) : void printRow(row.id)),
      onDelete: deletion.ask,
      printingId,
    }),
    [printRow, printingId, deletion.ask],
  );
  const reprint = {
    pending: reprinting,
    confirm: () => {
      if (reprinting) void printRow(reprinting.id);
      setReprinting(null);
    },
    cancel: () => setReprinting(null),
  };
  return {
    params,
    filters,
    apply,
    filterQuery,
    query,
    error,
    setError,
    guard,
    deletion,
    reprint,
    rowHandlers,
  };
}
