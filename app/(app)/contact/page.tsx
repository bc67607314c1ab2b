import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactList } from "@/components/contacts/contact-list";
import { requireActor } from "@/lib/auth/page-session";
import { listContacts } from "@/lib/contacts/list";
import { CONTACT_SEARCH_MAX } from "@/lib/contacts/limits";
import { searchParamsWithoutNul } from "@/lib/http/validation";
import { loadShellData } from "@/lib/shell/shell-data";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contacts"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

// The contact list (workspace spec §2 /contact): the first page for the filters in the address (team,
// q) is rendered here; the client component takes over from there.
export default async function ContactsPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireActor();
  const [shell, params] = await Promise.all([loadShellData(actor.user.id), searchParams.then(searchParamsWithoutNul)]);
  const workspaces = shell.memberships.map(({ teamId, teamName }) => ({ teamId, teamName }));
  const team = one(params.team);
  // An unknown or foreign workspace in the address falls back to all of the user's.
  const teamId = workspaces.some((workspace) => workspace.teamId === team) ? team : "";
  const search = one(params.q).slice(0, CONTACT_SEARCH_MAX);
  const scope = teamId ? [teamId] : workspaces.map((workspace) => workspace.teamId);
  const page = await listContacts(scope, search.trim() ? { search: search.trim() } : {});
  return <ContactList initialFilters={{ teamId, search }} initialPage={page} workspaces={workspaces} />;
}
