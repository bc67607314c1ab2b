import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeftIcon } from "@/components/documents/icons";
import { GuestSummary } from "@/components/guests/guest-summary";
import { GuestTable } from "@/components/guests/guest-table";
import { buttonClasses, ButtonLink, EmptyState, PageHeader } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";
import { requireActor } from "@/lib/auth/page-session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { requireGuestListReader } from "@/lib/rsvp/access";
import { loadGuestList } from "@/lib/rsvp/guest-list";
import { isId } from "@/lib/validation/ids";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("guests"))("metaTitle") };
}

/** Whether the caller may read the guest list: "ok", or why not (404: the document's existence does not leak). */
async function access(actor: Awaited<ReturnType<typeof requireActor>>, id: string): Promise<"ok" | "notFound" | "forbidden"> {
  if (!isId(id)) return "notFound";
  try {
    await requireGuestListReader(actor, id);
    return "ok";
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return error.status === 404 ? "notFound" : "forbidden";
    throw error;
  }
}

// The document's guest list (the RSVP replies of all its shares): the owner's and the workspace
// admins'. Server-rendered; the export is a plain download link to the .xlsx route.
export default async function GuestListPage({ params }: { params: Params }) {
  const [{ id }, actor] = await Promise.all([params, requireActor()]);
  const [t, td] = await Promise.all([getTranslations("guests"), getTranslations("document")]);
  const allowed = await access(actor, id);
  if (allowed !== "ok") {
    return (
      <>
        <PageHeader title={t("title")} />
        <EmptyState
          icon={<DocumentIcon />}
          title={allowed === "forbidden" ? t("forbiddenTitle") : td("notFound.title")}
          text={allowed === "forbidden" ? t("forbiddenText") : td("notFound.text")}
          action={<ButtonLink href={allowed === "forbidden" ? `/document/${id}` : "/documents"}>{allowed === "forbidden" ? t("back") : td("notFound.action")}</ButtonLink>}
        />
      </>
    );
  }

  const [doc, list] = await Promise.all([db.document.findUniqueOrThrow({ where: { id }, select: { title: true } }), loadGuestList(id)]);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href={`/document/${id}`} className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 hover:text-ink-900">
          <ArrowLeftIcon className="size-4" />
          {t("back")}
        </Link>
        <PageHeader
          className="pb-0"
          title={t("title")}
          description={t("subtitle", { title: doc.title })}
          actions={
            list.replies.length > 0 && (
              <a href={`/api/document/${id}/guests/export`} download className={buttonClasses({ variant: "secondary" })}>
                {t("export")}
              </a>
            )
          }
        />
      </div>
      {list.replies.length === 0 ? (
        <EmptyState icon={<DocumentIcon />} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <>
          <GuestSummary counts={list.counts} />
          <GuestTable replies={list.replies} />
        </>
      )}
    </div>
  );
}
