import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/documents/badges";
import { EditorScreen } from "@/components/editor/editor-screen";
import { DocumentUnavailable } from "@/components/superadmin/document-unavailable";
import { ArrowLeftIcon } from "@/components/superadmin/icons";
import { consoleHref } from "@/components/superadmin/tabs";
import { Alert, Badge } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { choosePlanPath } from "@/lib/plans/payment-page";
import { operatorDocumentView } from "@/lib/superadmin/documents";
import { isId } from "@/lib/validation/ids";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("superAdmin.documentView"))("metaTitle") };
}

/** The document for the operator, or null when it is binned or gone (the lookup's 410). */
async function loadDocument(id: string) {
  try {
    return (await operatorDocumentView(id)).document;
  } catch (error) {
    if (error instanceof AppError && error.status === 410) return null;
    throw error;
  }
}

// /superadmin/document/{id} (accounts spec §2): any document, read-only, for operators (everyone
// else gets the not-found page). It is the editor's own read-only screen with every editing control
// off, under a banner saying who is looking; a binned or deleted document shows the
// document-link-disabled page.
export default async function OperatorDocumentPage({ params }: { params: Params }) {
  const [{ id }, actor] = await Promise.all([params, requireActor()]);
  if (!isSuperAdmin(actor.user) || !isId(id)) notFound();
  const doc = await loadDocument(id);
  if (!doc) return <DocumentUnavailable />;

  const [t, team] = await Promise.all([
    getTranslations("superAdmin.documentView"),
    db.team.findUnique({ where: { id: doc.team._id }, select: { logoId: true } }),
  ]);
  const owner = `${doc.owner.firstname} ${doc.owner.lastname}`.trim();

  const header = (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <Link href={consoleHref("documents")} className="inline-flex items-center gap-1.5 rounded-md font-medium text-ink-600 hover:text-ink-900">
          <ArrowLeftIcon className="size-4" />
          {t("back")}
        </Link>
        <span aria-hidden="true" className="text-ink-300">
          /
        </span>
        <span className="text-ink-500">{doc.team.name}</span>
        {doc.archived && <Badge tone="warning">{t("archived")}</Badge>}
        <StatusBadge status={doc.status} />
      </div>
      <Alert tone="warning" title={t("bannerTitle")} className="mb-4" live={false}>
        {t.rich("bannerText", {
          owner,
          workspace: doc.team.name,
          link: (chunks) => (
            <Link href={consoleHref("accounts", { account: doc.owner._id })} className="font-medium underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </Alert>
      <h1 className="mb-4 text-2xl font-semibold tracking-tight break-words text-ink-900">{doc.title || t("untitled")}</h1>
    </div>
  );

  return (
    <EditorScreen
      doc={doc}
      teamLogoId={team?.logoId ?? null}
      planAllowsEditing={false}
      choosePlanHref={choosePlanPath("STRIPE")}
      showTour={false}
      header={header}
      modules={actor.user.modulesEnabled}
      canShareByEmail={false}
    />
  );
}
