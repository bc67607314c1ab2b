import type { DocumentType } from "@/lib/db/generated/client";

// The products of the design-template pages (workspace spec §2): `{product}` in `/{product}-designs`
// (the gallery) and `/{product}-design-editor/{teamId}` (the definitions' editor) is a document type.
// This is the one list of them; both pages parse their first path segment with designRouteFromSlug.
//
// Next cannot match `/<something>-designs` with a static folder, so both pages live under one dynamic
// first segment of the logged-in shell, named `designRoute`:
//   app/(app)/[designRoute]/page.tsx            → /{product}-designs
//   app/(app)/[designRoute]/[teamId]/page.tsx   → /{product}-design-editor/{teamId}
// Each page answers only its own kind of slug and sends every other one where unknown URLs go (/).

export const DESIGN_PRODUCTS = ["proposal", "invitation", "presentation", "invoice", "plain"] as const satisfies readonly DocumentType[];
export type DesignProduct = (typeof DESIGN_PRODUCTS)[number];

export const isDesignProduct = (value: string): value is DesignProduct => (DESIGN_PRODUCTS as readonly string[]).includes(value);

export type DesignPage = "designs" | "design-editor";

/** "proposal-designs" → { product: "proposal", page: "designs" }; anything else → null. */
export function designRouteFromSlug(slug: string): { product: DesignProduct; page: DesignPage } | null {
  const match = /^([a-z]+)-(designs|design-editor)$/.exec(slug);
  if (!match || !isDesignProduct(match[1])) return null;
  return { product: match[1], page: match[2] as DesignPage };
}

/** The product of a gallery slug ("proposal-designs"), else null. */
export function productFromSlug(slug: string): DesignProduct | null {
  const route = designRouteFromSlug(slug);
  return route?.page === "designs" ? route.product : null;
}

/** The product of a design-editor slug ("proposal-design-editor"), else null. */
export function productFromEditorSlug(slug: string): DesignProduct | null {
  const route = designRouteFromSlug(slug);
  return route?.page === "design-editor" ? route.product : null;
}

export const designsPath = (product: DesignProduct) => `/${product}-designs`;
export const designEditorPath = (product: DesignProduct, teamId: string) => `/${product}-design-editor/${encodeURIComponent(teamId)}`;
export const designPreviewPath = (schabloneId: string, docId: string) => `/design-preview/${encodeURIComponent(schabloneId)}/${encodeURIComponent(docId)}`;
