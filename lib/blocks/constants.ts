// Block constants from workspace spec §9 shared by definitions, renderers and editors.

/** Text sizes offered for text blocks, 80% to 450%. */
export const FONT_SIZES = ["80%", "90%", "100%", "110%", "125%", "150%", "175%", "200%", "250%", "300%", "350%", "400%", "450%"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const ALIGNMENTS = ["left", "center", "right"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Page width the margins are laid out on (px). */
export const PAGE_WIDTH_PX = 940;

/** How deep blocks nest (parent, child, grandchild, great-grandchild). */
export const MAX_NESTING_DEPTH = 4;
