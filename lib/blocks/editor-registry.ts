"use client";

import type { ComponentType, ReactNode } from "react";
import type { BlockEditor, BlockEditorProps } from "./definition";
import { onDemand, whenIdle, type OnDemandComponent } from "./on-demand";

/** A block type's inline editor, loaded the first time a block of that type is selected. */
export type LazyBlockEditor = OnDemandComponent<BlockEditorProps & { fallback?: ReactNode }>;

/**
 * Erases a type's own content and metaData types (the registry holds editors of every type) and
 * loads the editor on demand: until its code has arrived, `fallback` shows (the block's view).
 */
const entry = <Content, Meta>(load: () => Promise<BlockEditor<Content, Meta>>): LazyBlockEditor =>
  onDemand(load as unknown as () => Promise<ComponentType<BlockEditorProps & { fallback?: ReactNode }>>, { fallback: (props) => props.fallback });

// The inline editor of each block type (client only). One line per type, next to ./registry.ts.
// Each is its own chunk: opening a document loads none of them (the pricing table's alone brings
// the catalog, the spreadsheet export and phone number rules).
export const BLOCK_EDITORS: Readonly<Record<string, LazyBlockEditor>> = {
  heading: entry(() => import("./types/heading/editor").then((module) => module.HeadingEditor)),
  image: entry(() => import("./types/image/editor").then((module) => module.ImageEditor)),
  cover: entry(() => import("./types/cover/editor").then((module) => module.CoverEditor)),
  "cover-image": entry(() => import("./types/cover-image/editor").then((module) => module.CoverImageEditor)),
  "logo-image": entry(() => import("./types/logo-image/editor").then((module) => module.LogoImageEditor)),
  "image-and-text": entry(() => import("./types/image-and-text/editor").then((module) => module.ImageAndTextEditor)),
  paragraph: entry(() => import("./types/paragraph/editor").then((module) => module.ParagraphEditor)),
  "html-code": entry(() => import("./types/html-code/editor").then((module) => module.HtmlCodeEditor)),
  placeholder: entry(() => import("./types/placeholder/editor").then((module) => module.PlaceholderEditor)),
  cards: entry(() => import("./types/cards/editor").then((module) => module.CardsEditor)),
  cards2: entry(() => import("./types/cards2/editor").then((module) => module.Cards2Editor)),
  moodboard: entry(() => import("./types/moodboard/editor").then((module) => module.MoodboardEditor)),
  divider: entry(() => import("./types/divider/editor").then((module) => module.DividerEditor)),
  youtube: entry(() => import("./types/youtube/editor").then((module) => module.YoutubeEditor)),
  vimeo: entry(() => import("./types/vimeo/editor").then((module) => module.VimeoEditor)),
  testimonial: entry(() => import("./types/testimonial/editor").then((module) => module.TestimonialEditor)),
  "dinner-menu": entry(() => import("./types/dinner-menu/editor").then((module) => module.DinnerMenuEditor)),
  carousel: entry(() => import("./types/carousel/editor").then((module) => module.CarouselEditor)),
  "floor-plan": entry(() => import("./types/floor-plan/editor").then((module) => module.FloorPlanEditor)),
  "map-location": entry(() => import("./types/map-location/editor").then((module) => module.MapLocationEditor)),
  "rsvp-form": entry(() => import("./types/rsvp-form/editor").then((module) => module.RsvpFormEditor)),
  attachment: entry(() => import("./types/attachment/editor").then((module) => module.AttachmentEditor)),
  instagram: entry(() => import("./types/instagram/editor").then((module) => module.InstagramEditor)),
  bizcard: entry(() => import("./types/bizcard/editor").then((module) => module.BizcardEditor)),
  "pricing-table": entry(() => import("./types/pricing-table/editor").then((module) => module.PricingTableEditor)),
  accept: entry(() => import("./types/accept/editor").then((module) => module.AcceptEditor)),
};

/** Loads every editor (tests render them on the server, where nothing loads on demand). */
export const loadBlockEditors = () => Promise.all(Object.values(BLOCK_EDITORS).map((editor) => editor.preload()));

const idleQueue = new Set<string>();
let idleScheduled = false;

/**
 * Fetches the editor of a block type once the browser is idle (the canvas asks for the types on
 * the page), so selecting a block shows its editor at once. Types asked for together load together.
 */
export function preloadBlockEditorWhenIdle(type: string) {
  if (!BLOCK_EDITORS[type]) return;
  idleQueue.add(type);
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    for (const queued of idleQueue) BLOCK_EDITORS[queued].preload().catch(() => undefined);
    idleQueue.clear();
  });
}
