import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocumentIndexPage, type IndexSearchParams } from "@/components/documents/document-index-page";
import { requireActor } from "@/lib/auth/page-session";
import { searchParamsWithoutNul } from "@/lib/http/validation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("documents.archive"))("title") };
}

// The same index as /documents, showing archived documents (workspace spec §2).
export default async function ArchivePage({ searchParams }: { searchParams: IndexSearchParams }) {
  const actor = await requireActor();
  // The search term (q) goes to the database, which cannot compare text holding U+0000: it is dropped.
  return <DocumentIndexPage actor={actor} mode="archive" searchParams={searchParams.then(searchParamsWithoutNul)} />;
}
