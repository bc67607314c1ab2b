"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge, Card, CardHeader, EmptyState } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";

/** A document linked to the contact, as GET /api/document/by-contact/{contactId} lists it (dates as ISO strings). */
export interface LinkedDocument {
  id: string;
  title: string;
  archived: boolean;
  updatedAt: string;
}

/** The documents linked to a contact (the edit page's side card): title to the editor, last change, archived flag. */
export function LinkedDocuments({ documents }: { documents: LinkedDocument[] }) {
  const t = useTranslations("contacts.documents");
  const format = useFormatter();
  return (
    <Card as="section" aria-labelledby="contact-documents-heading" className="self-start">
      <CardHeader title={<span id="contact-documents-heading">{t("title")}</span>} description={t("description")} />
      {documents.length === 0 ? (
        <EmptyState icon={<DocumentIcon />} titleAs="h3" title={t("emptyTitle")} text={t("emptyText")} className="py-8" />
      ) : (
        <ul className="-mx-2 divide-y divide-ink-100">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-col gap-0.5 px-2 py-3">
              <span className="flex flex-wrap items-center gap-2">
                <Link href={`/document/${doc.id}`} className="min-w-0 rounded-xs font-medium break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline">
                  {doc.title}
                </Link>
                {doc.archived && <Badge>{t("archived")}</Badge>}
              </span>
              <span className="text-[0.8125rem] text-ink-500">
                {t("updated", { date: format.dateTime(new Date(doc.updatedAt), { dateStyle: "medium" }) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
