// Which browser assets a block type needs in the share view. A page references share-view.js always,
// and an island's script (and style sheet) only when a block of its type is present, so a document
// without interactive blocks ships no island code at all. Names are keys of .share-build/manifest.json.

/** The pseudo block type of a document whose pricing tables offer the client choices. */
export const PRICING_CHOICES = "pricing-choices";

export const BASE_ASSETS = ["share-view.js"] as const;

export const ISLAND_ASSETS: Readonly<Record<string, readonly string[]>> = {
  carousel: ["carousel.js"],
  "map-location": ["map.js", "map.css"],
  "floor-plan": ["floor-plan.js"],
  "rsvp-form": ["rsvp.js"],
  accept: ["accept.js", "accept.css"],
  // Not a block type: view.ts adds it when a pricing table lets the client choose (Snapshot.hasChoices).
  [PRICING_CHOICES]: ["pricing-choices.js"],
};

/** The asset names a document with these block types needs, in a stable order, each once. */
export function assetsForBlockTypes(types: Iterable<string>): string[] {
  const names = new Set<string>(BASE_ASSETS);
  const present = new Set(types);
  for (const [type, assets] of Object.entries(ISLAND_ASSETS)) {
    if (present.has(type)) for (const asset of assets) names.add(asset);
  }
  return [...names];
}
