import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState, PageHeader } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";
import { requireActor } from "@/lib/auth/page-session";
import { listRecentDocumentsForUser } from "@/lib/documents/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("documents"))("title") };
}

// The first page of the user's workspace documents. The documents issue replaces this with the full
// index (filters, search, paging, actions).
export default async function DocumentsPage() {
  const actor = await requireActor();
  const [t, format] = [await getTranslations("documents"), await getFormatter()];
  const documents = await listRecentDocumentsForUser(actor.user.id);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {documents.length === 0 ? (
        <EmptyState icon={<DocumentIcon aria-hidden="true" className="size-6" />} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-xl border border-ink-200 bg-surface">
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-4 px-5 py-4">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink-900">{doc.title}</p>
                <p className="text-sm text-ink-500">
                  {t(`types.${doc.type}`)} · {doc.team.name}
                </p>
              </div>
              <time dateTime={doc.updatedAt.toISOString()} className="shrink-0 text-sm text-ink-500">
                {format.relativeTime(doc.updatedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
