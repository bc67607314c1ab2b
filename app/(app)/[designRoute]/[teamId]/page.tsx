import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DesignEditorPage } from "@/components/design-templates/design-editor-page";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";
import { loadDesignEditorForSuperAdmin } from "@/lib/design-templates/editor-data";
import { productFromEditorSlug, type DesignProduct } from "@/lib/design-templates/products";
import { isId } from "@/lib/validation/ids";

// /{product}-design-editor/{teamId} (workspace spec §2): the editor of a product's design template
// definitions, for super admins only; everyone else gets the not-found page, so it does not show
// that it exists. Shares its dynamic first segment with the gallery (/{product}-designs, see
// lib/design-templates/products.ts): any other two-segment slug goes where unknown URLs go (/).

type Params = Promise<{ designRoute: string; teamId: string }>;

function productOf(slug: string): DesignProduct {
  const product = productFromEditorSlug(slug);
  if (product) return product;
  if (slug.endsWith("-design-editor")) notFound();
  redirect("/");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = productFromEditorSlug((await params).designRoute);
  if (!product) return {};
  return { title: (await getTranslations("designTemplates.editor"))("metaTitle", { product: (await getTranslations("documents.types"))(product) }) };
}

export default async function DesignEditorRoute({ params }: { params: Params }) {
  const [{ designRoute, teamId }, actor] = await Promise.all([params, requireActor()]);
  const product = productOf(designRoute);
  if (!isSuperAdmin(actor.user) || !isId(teamId)) notFound();
  const data = await loadDesignEditorForSuperAdmin(product, teamId);
  if (!data) notFound();
  return <DesignEditorPage product={product} {...data} />;
}
