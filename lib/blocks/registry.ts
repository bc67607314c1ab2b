import type { BlockModule } from "./definition";
import { headingBlock } from "./types/heading";
import { coverBlock } from "./types/cover";
import { coverImageBlock } from "./types/cover-image";
import { imageBlock } from "./types/image";
import { imageAndTextBlock } from "./types/image-and-text";
import { logoImageBlock } from "./types/logo-image";
import { dividerBlock } from "./types/divider";
import { htmlCodeBlock } from "./types/html-code";
import { paragraphBlock } from "./types/paragraph";
import { placeholderBlock } from "./types/placeholder";
import { cardsBlock } from "./types/cards";
import { cards2Block } from "./types/cards2";
import { moodboardBlock } from "./types/moodboard";
import { youtubeBlock } from "./types/youtube";
import { vimeoBlock } from "./types/vimeo";
import { testimonialBlock } from "./types/testimonial";
import { dinnerMenuBlock } from "./types/dinner-menu";
import { carouselBlock } from "./types/carousel";
import { floorPlanBlock } from "./types/floor-plan";
import { mapLocationBlock } from "./types/map-location";
import { rsvpFormBlock } from "./types/rsvp-form";
import { attachmentBlock } from "./types/attachment";
import { instagramBlock } from "./types/instagram";
import { bizcardBlock } from "./types/bizcard";
import { pricingTableBlock } from "./types/pricing-table";
import { acceptBlock } from "./types/accept";

/** Erases a type's own content and metaData types: the registry holds modules of every type. */
const entry = <Content, Meta>(module: BlockModule<Content, Meta>) => module as unknown as BlockModule;

// Every block type the server accepts and renderers draw (server-safe: no client-only code).
// Adding a type: its folder under ./types, one line here, one in ./editor-registry.ts and one in
// ./view-registry.ts (the views alone, for the editor's first view; a test keeps it in step).
const MODULES: BlockModule[] = [
  entry(headingBlock),
  entry(imageBlock),
  entry(coverBlock),
  entry(coverImageBlock),
  entry(logoImageBlock),
  entry(imageAndTextBlock),
  entry(paragraphBlock),
  entry(htmlCodeBlock),
  entry(placeholderBlock),
  entry(cardsBlock),
  entry(cards2Block),
  entry(moodboardBlock),
  entry(dividerBlock),
  entry(youtubeBlock),
  entry(vimeoBlock),
  entry(testimonialBlock),
  entry(dinnerMenuBlock),
  entry(carouselBlock),
  entry(floorPlanBlock),
  entry(mapLocationBlock),
  entry(rsvpFormBlock),
  entry(attachmentBlock),
  entry(instagramBlock),
  entry(bizcardBlock),
  entry(pricingTableBlock),
  entry(acceptBlock),
];

export const BLOCKS: ReadonlyMap<string, BlockModule> = new Map(MODULES.map((module) => [module.definition.type, module]));

export const blockModule = (type: string): BlockModule | undefined => BLOCKS.get(type);

export const BLOCK_TYPES = [...BLOCKS.keys()];
