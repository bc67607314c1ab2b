import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CatalogItemForm } from "@/components/catalog/catalog-item-form";
import { ModuleGate } from "@/components/shell/module-gate";
import { catalogPageActor, searchParam } from "@/lib/catalog/page-access";
import { catalogWorkspaces } from "@/lib/catalog/workspaces";
import { WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalog.form"))("newTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// A new catalog item (workspace spec §2 /catalog/new), in the workspace the list was filtered to
// (`team`), else the one the shell is in.
export default async function NewCatalogItemPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await catalogPageActor();
  if (!actor) return <ModuleGate module="catalog" />;
  const [workspaces, params, cookieStore] = await Promise.all([catalogWorkspaces(actor.user.id), searchParams, cookies()]);
  // Nowhere to put an item: the list says so (its empty state for users without a workspace).
  if (!workspaces.length) redirect("/catalog");
  const team = searchParam(params, "team");
  const filtered = workspaces.find((workspace) => workspace.teamId === team);
  // The shell's rule (lib/shell/workspaces currentWorkspace): the cookie's workspace if still the user's, else the first.
  const chosen = cookieStore.get(WORKSPACE_COOKIE)?.value;
  const current = workspaces.find((workspace) => workspace.teamId === chosen) ?? workspaces[0];
  const listHref = filtered ? `/catalog?team=${encodeURIComponent(filtered.teamId)}` : "/catalog";
  return <CatalogItemForm workspaces={workspaces} defaultTeamId={filtered?.teamId ?? current?.teamId ?? ""} listHref={listHref} />;
}
