import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GalleryPage } from "@/components/designs/gallery-page";
import { requireActor } from "@/lib/auth/page-session";
import { loadGallery, workspaceSector } from "@/lib/design-gallery/gallery";
import { productFromSlug, type DesignProduct } from "@/lib/design-templates/products";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

// /{product}-designs (workspace spec §2): the gallery of a product's design templates. This dynamic
// first segment is shared with the design editor (/{product}-design-editor/{teamId}, one level
// deeper; see lib/design-templates/products.ts): a slug that is no gallery goes where unknown
// URLs go (/), and an unknown product's gallery is not found.

type Params = Promise<{ designRoute: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function productOf(slug: string): DesignProduct {
  const product = productFromSlug(slug);
  if (product) return product;
  if (slug.endsWith("-designs")) notFound();
  redirect("/");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = productFromSlug((await params).designRoute);
  if (!product) return {};
  return { title: (await getTranslations("designs.gallery.titles"))(product) };
}

export default async function DesignGalleryRoute({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ designRoute }, query, actor, cookieStore] = await Promise.all([params, searchParams, requireActor(), cookies()]);
  const product = productOf(designRoute);
  const shell = await loadShellData(actor.user.id);
  const workspace = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  const gallery = await loadGallery(
    product,
    { lang: one(query.lang), sector: one(query.sector) },
    { userLanguage: actor.user.language, workspaceSector: await workspaceSector(workspace?.teamId ?? null) },
  );
  return <GalleryPage product={product} gallery={gallery} />;
}
