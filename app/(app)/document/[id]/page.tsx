import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/documents/badges";
import { DocumentBlocks } from "@/components/documents/document-blocks";
import { DocumentHeader } from "@/components/documents/document-header";
import { ArrowLeftIcon, LockIcon } from "@/components/documents/icons";
import { RememberLastDocument } from "@/components/documents/remember-last-document";
import { Alert, Badge, ButtonLink, Card, EmptyState, PageHeader } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";
import type { Actor } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin, requireDocumentViewer } from "@/lib/auth/policy";
import { readDocument } from "@/lib/documents/lifecycle";
import { canAddBlocks, canDeleteBlocks } from "@/lib/documents/team-template-rules";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/validation/ids";

type Params = Promise<{ id: string }>;

/** The document and the caller's rights, or null when the caller may not see it (404: its existence does not leak). */
async function loadDocument(actor: Actor, id: string) {
  if (!isId(id)) return null;
  try {
    const access = await requireDocumentViewer(actor, id);
    return { doc: await readDocument(access), isMember: access.membership !== null };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("document"))("metaTitle") };
}

// The document page (workspace spec §2: /document/{id}). Until the editor replaces it, a read-only
// view: title (the owner renames inline), status, workspace, event, owner and the blocks as plain
// content, with the owner's actions. Everyone but the owner reads only (computed on the server).
export default async function DocumentPage({ params }: { params: Params }) {
  const [{ id }, actor] = await Promise.all([params, requireActor()]);
  const [t, tl, tt, format] = await Promise.all([getTranslations("document"), getTranslations("documents"), getTranslations("teamTemplates"), getFormatter()]);
  const loaded = await loadDocument(actor, id);

  if (!loaded) {
    return (
      <>
        <PageHeader title={t("metaTitle")} />
        <EmptyState
          icon={<DocumentIcon />}
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={<ButtonLink href="/documents">{t("notFound.action")}</ButtonLink>}
        />
      </>
    );
  }

  const { doc, isMember } = loaded;
  const teamTemplate = doc.templateType === "TEAM_TEMPLATE";
  // What a document made from a team template allows (the rules the editor and the block API share).
  const fromTeamTemplate = doc.templateType === "DOCUMENT_FROM_TEAM_TEMPLATE";
  const rules = {
    templateType: doc.templateType,
    allowAddNewBlocks: doc.teamTemplateInfo.allowAddNewBlocks,
    allowDeleteBlocks: doc.teamTemplateInfo.allowDeleteBlocks,
  };
  const owner = `${doc.owner.firstname} ${doc.owner.lastname}`.trim();
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: "long" }) : null);
  const start = date(doc.event.startDate);
  const end = date(doc.event.endDate);
  const details: { label: string; value: ReactNode }[] = [
    { label: t("details.type"), value: tl(`types.${doc.type}`) },
    { label: t("details.status"), value: <StatusBadge status={doc.status} /> },
    { label: t("details.workspace"), value: doc.team.name },
    { label: t("details.owner"), value: doc.isTheOwner ? t("details.ownerYou", { name: owner }) : owner },
    ...(doc.project ? [{ label: t("details.project"), value: doc.project }] : []),
    {
      label: t("details.event"),
      value: start ? (
        <time dateTime={doc.event.startDate?.toISOString()}>{end && end !== start ? t("details.eventRange", { start, end }) : start}</time>
      ) : (
        <span className="text-ink-500">{t("details.noEvent")}</span>
      ),
    },
    { label: t("details.updated"), value: <time dateTime={doc.updatedAt.toISOString()}>{format.dateTime(doc.updatedAt, { dateStyle: "medium", timeStyle: "short" })}</time> },
  ];

  return (
    <>
      <RememberLastDocument documentId={doc.id} />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <Link href={doc.archived ? "/archive" : "/documents"} className="inline-flex items-center gap-1.5 rounded-md font-medium text-ink-600 hover:text-ink-900">
          <ArrowLeftIcon className="size-4" />
          {doc.archived ? t("backToArchive") : t("back")}
        </Link>
        <span aria-hidden="true" className="text-ink-300">
          /
        </span>
        <span className="text-ink-500">{doc.team.name}</span>
        {doc.archived && <Badge tone="warning">{t("archivedBadge")}</Badge>}
        {doc.templateType === "TEMPLATE" && <Badge tone="accent">{t("templateBadge")}</Badge>}
        {teamTemplate && (
          <span className="inline-flex items-center gap-1.5">
            <Badge tone="accent">{t("teamTemplateBadge")}</Badge>
            <Badge tone={doc.teamTemplateInfo.published ? "success" : "neutral"} dot={doc.teamTemplateInfo.published}>
              {tt(doc.teamTemplateInfo.published ? "published" : "unpublished")}
            </Badge>
          </span>
        )}
      </div>

      <DocumentHeader
        id={doc.id}
        title={doc.title}
        archived={doc.archived}
        deleted={doc.deleted}
        templateType={doc.templateType}
        teamName={doc.team.name}
        teamTemplate={{
          published: doc.teamTemplateInfo.published,
          allowAddNewBlocks: doc.teamTemplateInfo.allowAddNewBlocks,
          allowDeleteBlocks: doc.teamTemplateInfo.allowDeleteBlocks,
        }}
        isTheOwner={doc.isTheOwner}
        isTeamAdmin={doc.isTeamAdmin}
        isMember={isMember}
        canExport={isMember || isSuperAdmin(actor.user)}
        modulesEnabled={actor.user.modulesEnabled}
      />

      {fromTeamTemplate && !doc.deleted && (
        <Alert tone="info" title={tt("fromTemplateTitle")} className="mb-6">
          <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5">
            <li>{canAddBlocks(rules) ? tt("addingBlocksAllowed") : tt("addingBlocksNotAllowed")}</li>
            <li>{canDeleteBlocks(rules) ? tt("deletingBlocksAllowed") : tt("deletingBlocksNotAllowed")}</li>
            <li>{tt("editableBlocksOnly")}</li>
          </ul>
        </Alert>
      )}

      {doc.readOnly && (
        <Alert tone="info" title={t("readOnly.title")} className="mb-6">
          <span className="inline-flex items-start gap-2">
            <LockIcon className="mt-1 size-4 shrink-0" />
            {t("readOnly.text", { owner })}
          </span>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <Card as="article" aria-labelledby="document-content-heading" padding="none" className="min-w-0 px-6 py-8 sm:px-10 sm:py-10">
          <h2 id="document-content-heading" className="sr-only">
            {t("content.heading")}
          </h2>
          <DocumentBlocks segments={doc.segments} />
        </Card>
        <Card as="section" aria-labelledby="document-details-heading" padding="sm" className="self-start">
          <h2 id="document-details-heading" className="mb-3 text-sm font-semibold tracking-tight text-ink-900">
            {t("details.heading")}
          </h2>
          <dl className="flex flex-col gap-3 text-sm">
            {details.map((item) => (
              <div key={item.label} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-ink-500">{item.label}</dt>
                <dd className="break-words text-ink-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}
