import {
  type Company,
  type CompanyKind,
  type CompanySave,
  companySavedMessage,
} from "@loupe/domain/companies";
import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconListDetails } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import { ConfirmDelete } from "../../components/confirm-delete";
import { ErrorDialog } from "../../components/error-dialog";
import { useListReturnPath } from "../../components/list-return";
import { PageHeader } from "../../components/page-header";
import { RecordLoader } from "../../components/record-loader";
import { useConfirmDelete } from "../../components/use-confirm-delete";
import { errorDetail, isApiError } from "../../lib/api-client";
import { companyQuery } from "../../resources/companies";
import { useCreateCompany, useDeleteCompany, useUpdateCompany } from "./api";
import { CompanyForm, type SaveOutcome } from "./company-form";
import { kindTexts } from "./company-kinds";
import { PortalCredentialsModal } from "./portal-credentials-modal";

type Failure = { title: string; message: string };

// A refusal the spec names ('Unauthorized Action') keeps its title; anything else is 'Error!'.
function failureOf(error: unknown): Failure {
  const title =
    isApiError(error) && error.problem.title === messages.unauthorizedActionTitle
      ? messages.unauthorizedActionTitle
      : messages.genericErrorTitle;
  return { title, message: errorDetail(error) };
}

// /clients/:id, /clients/new, /customers/:id, /customers/new.
export function CompanyFormPage({ kind }: { kind: CompanyKind }) {
  const { id = "" } = useParams();
  const isNew = id === "new";
  const company = useQuery({ ...companyQuery(kind, id), enabled: !isNew });

  if (isNew) return <CompanyEditor kind={kind} company={null} />;
  return (
    <RecordLoader query={company}>
      {(data) => <CompanyEditor key={data.id} kind={kind} company={data} />}
    </RecordLoader>
  );
}

function CompanyEditor({ kind, company }: { kind: CompanyKind; company: Company | null }) {
  const texts = kindTexts[kind];
  const listPath = useListReturnPath(texts.listPath);
  const navigate = useNavigate();
  const create = useCreateCompany(kind);
  const update = useUpdateCompany(kind);
  const remove = useDeleteCompany(kind);
  const [editingCredentials, setEditingCredentials] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function save(payload: CompanySave): Promise<SaveOutcome> {
    try {
      const saved = company
        ? await update.mutateAsync({ id: company.id, body: { ...payload, version: company.version } })
        : await create.mutateAsync(payload);
      notifications.show({
        color: "green",
        title: companySavedMessage(kind),
        message: saved.name,
        autoClose: notificationAutoCloseMs,
      });
      if (!company) navigate(texts.formPath(saved.id), { replace: true });
      return { saved };
    } catch (error) {
      // The server's own required-field check lists the labels the warning shows.
      if (
        isApiError(error) &&
        error.problem.title === messages.missingRequiredFields &&
        error.problem.errors
      ) {
        return { missing: error.problem.errors.map((field) => field.message) };
      }
      setFailure(failureOf(error));
      return null;
    }
  }

  const deletion = useConfirmDelete({
    remove: (saved: Company) => remove.mutateAsync(saved.id),
    deleted: { title: messages.deletedTitle, message: messages.deletedText },
    onDeleted: () => navigate(listPath),
    onFailure: (error) => setFailure(failureOf(error)),
  });

  return (
    <>
      <PageHeader
        title={company ? company.name : `New ${texts.singular}`}
        above={<BackLink to={listPath}>{texts.plural}</BackLink>}
      >
        {company && (
          <Button
            component={Link}
            to={texts.reportPath(company.id)}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden="true" />}
          >
            SKU report ({company.totalSkus})
          </Button>
        )}
      </PageHeader>
      <CompanyForm
        kind={kind}
        company={company}
        submitting={create.isPending || update.isPending}
        onSubmit={save}
        onInvalid={(message) => setFailure({ title: messages.genericErrorTitle, message })}
        onDelete={company ? () => deletion.ask(company) : undefined}
        onEditCredentials={() => setEditingCredentials(true)}
      />
      {company && (
        <PortalCredentialsModal
          kind={kind}
          company={company}
          opened={editingCredentials}
          onClose={() => setEditingCredentials(false)}
        />
      )}
      <ConfirmDelete {...deletion.dialog} subject={company?.name} />
      <ErrorDialog
        title={failure?.title}
        message={failure?.message ?? null}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
