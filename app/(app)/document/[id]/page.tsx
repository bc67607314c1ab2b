import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/documents/badges";
import { EditorScreen } from "@/components/editor/editor-screen";
import { DocumentHeader } from "@/components/documents/document-header";
import { ArrowLeftIcon, LockIcon } from "@/components/documents/icons";
import { RememberLastDocument } from "@/components/documents/remember-last-document";
import { Alert, Badge, ButtonLink, EmptyState, PageHeader } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";
import type { Actor } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin, requireDocumentViewer } from "@/lib/auth/policy";
import { readDocument } from "@/lib/documents/lifecycle";
import { canAddBlocks, canDeleteBlocks } from "@/lib/documents/team-template-rules";
import { AppError } from "@/lib/http/errors";
import { isId } from "@/lib/validation/ids";
import { db } from "@/lib/db/client";
import { doesPlanAllowEditing } from "@/lib/plans/edit-allowed";
import { choosePlanPath } from "@/lib/plans/payment-page";
import { loadShellData } from "@/lib/shell/shell-data";

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

// The editor (workspace spec §2: /document/{id}). The owner edits; everyone else who may see the
// document reads it in the same screen with every editing control off (read-only is computed on
// the server). The plan may also stop editing (does-plan-allow-edit).
export default async function DocumentPage({ params }: { params: Params }) {
  const [{ id }, actor] = await Promise.all([params, requireActor()]);
  const [t, tt] = await Promise.all([getTranslations("document"), getTranslations("teamTemplates")]);
  const loaded = await loadDocument(actor, id);

  // The shell gives the editor's route its whole width without margins (components/shell/compact-shell.ts).
  if (!loaded) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8 lg:py-10">
        <PageHeader title={t("metaTitle")} />
        <EmptyState
          icon={<DocumentIcon />}
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={<ButtonLink href="/documents">{t("notFound.action")}</ButtonLink>}
        />
      </div>
    );
  }

  const { doc, isMember } = loaded;
  const [team, user, planAllowsEditing, shell] = await Promise.all([
    db.team.findUnique({ where: { id: doc.team._id }, select: { logoId: true, canShareByEmail: true } }),
    db.user.findUnique({ where: { id: actor.user.id }, select: { signupPromoVideoShown: true, paymentMethod: true, editorPanelCollapsed: true } }),
    doc.isTheOwner ? doesPlanAllowEditing(actor.user.id) : Promise.resolve(true),
    loadShellData(actor.user.id),
  ]);
  const teamTemplate = doc.templateType === "TEAM_TEMPLATE";
  const fromTeamTemplate = doc.templateType === "DOCUMENT_FROM_TEAM_TEMPLATE";
  const rules = {
    templateType: doc.templateType,
    allowAddNewBlocks: doc.teamTemplateInfo.allowAddNewBlocks,
    allowDeleteBlocks: doc.teamTemplateInfo.allowDeleteBlocks,
  };
  const owner = `${doc.owner.firstname} ${doc.owner.lastname}`.trim();

  const header = (
    <div className="px-4 pt-3 lg:px-6">
      <RememberLastDocument documentId={doc.id} />
      {/* The right end stays free on wide screens: the shell puts the notification bell there. */}
      <div className="mb-1 flex min-h-10 flex-wrap items-center gap-3 text-sm lg:pr-12">
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
        <StatusBadge status={doc.status} />
      </div>

      <DocumentHeader
        key={doc.title}
        id={doc.id}
        teamId={doc.team._id}
        ownerId={doc.owner._id}
        workspaces={shell.memberships}
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
        dealStatus={doc.dealStatus}
        isMember={isMember}
        canExport={isMember || isSuperAdmin(actor.user)}
        modulesEnabled={actor.user.modulesEnabled}
      />

      {fromTeamTemplate && !doc.deleted && (
        <Alert tone="info" title={tt("fromTemplateTitle")} className="mb-4">
          <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5">
            <li>{canAddBlocks(rules) ? tt("addingBlocksAllowed") : tt("addingBlocksNotAllowed")}</li>
            <li>{canDeleteBlocks(rules) ? tt("deletingBlocksAllowed") : tt("deletingBlocksNotAllowed")}</li>
            <li>{tt("editableBlocksOnly")}</li>
          </ul>
        </Alert>
      )}

      {doc.readOnly && (
        <Alert tone="info" title={t("readOnly.title")} className="mb-4">
          <span className="inline-flex items-start gap-2">
            <LockIcon className="mt-1 size-4 shrink-0" />
            {t("readOnly.text", { owner })}
          </span>
        </Alert>
      )}
    </div>
  );

  // Who owns the document, where it lives and what it is decide what the editor allows: a change to
  // any of them (transfer, move, template conversion, archive) starts the editor afresh.
  const editorKey = [doc.owner._id, doc.team._id, doc.templateType, doc.archived, doc.deleted].join(":");
  return <EditorScreen key={editorKey} doc={doc} teamLogoId={team?.logoId ?? null} canShareByEmail={team?.canShareByEmail} planAllowsEditing={planAllowsEditing} choosePlanHref={choosePlanPath(user?.paymentMethod ?? "STRIPE")} showTour={!(user?.signupPromoVideoShown ?? true)} header={header} modules={actor.user.modulesEnabled} panelCollapsed={user?.editorPanelCollapsed ?? false} />;
}
