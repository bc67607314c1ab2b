import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactEditor } from "@/components/contacts/contact-editor";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { findVisibleContact } from "@/lib/contacts/contacts";
import { listDocumentsByContact } from "@/lib/documents/list";
import { isId } from "@/lib/validation/ids";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contacts.edit"))("metaTitle") };
}

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Edit a contact (workspace spec §2 /contact/{id}), with the documents linked to it. A contact of a
// workspace the visitor is not in looks exactly like a missing one.
export default async function ContactPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ id }, query, actor, t] = await Promise.all([params, searchParams, requireActor(), getTranslations("contacts.notFound")]);
  const found = isId(id) ? await findVisibleContact(actor.user.id, id) : null;
  if (!found) return <NotFoundState title={t("title")} text={t("text")} />;
  const documents = await listDocumentsByContact(actor.user.id, id, found.contact.team);
  return (
    <ContactEditor
      key={found.contact.id}
      initialContact={found.contact}
      teamName={found.teamName}
      documents={documents.map((doc) => ({ id: doc.id, title: doc.title, archived: doc.archived, updatedAt: doc.updatedAt.toISOString() }))}
      created={query.created === "1"}
    />
  );
}
