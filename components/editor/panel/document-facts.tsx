"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/documents/badges";
import type { DocumentView } from "@/lib/documents/view";

/** Type, workspace, owner and status of the document, read only. */
export function DocumentFacts({ doc }: { doc: DocumentView }) {
  const t = useTranslations("editorPanel.facts");
  const types = useTranslations("documents.types");
  const owner = `${doc.owner.firstname} ${doc.owner.lastname}`.trim();
  const rows = [
    { label: t("type"), value: types(doc.type) },
    { label: t("workspace"), value: doc.team.name },
    { label: t("owner"), value: doc.isTheOwner ? t("ownerYou", { name: owner }) : owner },
    { label: t("status"), value: <StatusBadge status={doc.status} /> },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-ink-500">{row.label}</dt>
          <dd className="min-w-0 break-words text-ink-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
