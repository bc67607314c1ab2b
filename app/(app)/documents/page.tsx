import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocumentIndexPage, type IndexSearchParams } from "@/components/documents/document-index-page";
import { requireActor } from "@/lib/auth/page-session";
import { searchParamsWithoutNul } from "@/lib/http/validation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("documents"))("title") };
}

// The document index (workspace spec §2): workspace filter, search, only mine, view modes, the
// schedule of upcoming events, create and import (alt+k), row actions. Filters live in the address.
export default async function DocumentsPage({ searchParams }: { searchParams: IndexSearchParams }) {
  const actor = await requireActor();
  // The search term (q) goes to the database, which cannot compare text holding U+0000: it is dropped.
  return <DocumentIndexPage actor={actor} mode="documents" searchParams={searchParams.then(searchParamsWithoutNul)} />;
}
