import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CatalogItemForm } from "@/components/catalog/catalog-item-form";
import { ModuleGate } from "@/components/shell/module-gate";
import { findVisibleCatalogItem } from "@/lib/catalog/access";
import { getCatalogItem } from "@/lib/catalog/items";
import { catalogPageActor } from "@/lib/catalog/page-access";
import { catalogWorkspaces } from "@/lib/catalog/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("catalog.form"))("editTitle") };
}

type Params = Promise<{ id: string }>;

// Edit a catalog item (workspace spec §2 /catalog/{id}). An item of a workspace the visitor is not
// in looks exactly like a missing one.
export default async function CatalogItemPage({ params }: { params: Params }) {
  const actor = await catalogPageActor();
  if (!actor) return <ModuleGate module="catalog" />;
  const { id } = await params;
  const visible = await findVisibleCatalogItem(actor, id);
  if (!visible) notFound();
  const [item, workspaces] = await Promise.all([getCatalogItem(visible.id), catalogWorkspaces(actor.user.id)]);
  return <CatalogItemForm key={item.id} workspaces={workspaces} item={item} defaultTeamId={item.team} listHref="/catalog" />;
}
