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
import { CenteredLoader } from "../../components/centered-loader";
import { ConfirmDelete } from "../../components/confirm-delete";
import { ErrorDialog } from "../../components/error-dialog";
import { ErrorState } from "../../components/error-state";
import { NotFound } from "../../components/not-found";
import { PageHeader } from "../../components/page-header";
import { errorDetail, isApiError } from "../../lib/api-client";
import { companyQuery, useCreateCompany, useDeleteCompany, useUpdateCompany } from "./api";
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
  if (company.isPending) return <CenteredLoader />;
  if (company.isError) {
    const status = isApiError(company.error) ? company.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return <ErrorState message={errorDetail(company.error)} onRetry={() => company.refetch()} />;
  }
  return <CompanyEditor key={company.data.id} kind={kind} company={company.data} />;
}

function CompanyEditor({ kind, company }: { kind: CompanyKind; company: Company | null }) {
  const texts = kindTexts[kind];
  const navigate = useNavigate();
  const create = useCreateCompany(kind);
  const update = useUpdateCompany(kind);
  const remove = useDeleteCompany(kind);
  const [confirming, setConfirming] = useState(false);
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

  async function confirmDelete() {
    if (!company) return;
    try {
      await remove.mutateAsync(company.id);
      notifications.show({
        color: "green",
        title: messages.deletedTitle,
        message: messages.deletedText,
        autoClose: notificationAutoCloseMs,
      });
      navigate(texts.listPath);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <PageHeader
        title={company ? company.name : `New ${texts.singular}`}
        above={<BackLink to={texts.listPath}>{texts.plural}</BackLink>}
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
        onDelete={company ? () => setConfirming(true) : undefined}
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
      <ConfirmDelete
        opened={confirming}
        subject={company?.name}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
      <ErrorDialog
        title={failure?.title}
        message={failure?.message ?? null}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
