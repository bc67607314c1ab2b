"use client";

import type { BlockEditor } from "./definition";
import { HeadingEditor } from "./types/heading/editor";
import { CoverEditor } from "./types/cover/editor";
import { CoverImageEditor } from "./types/cover-image/editor";
import { ImageEditor } from "./types/image/editor";
import { ImageAndTextEditor } from "./types/image-and-text/editor";
import { LogoImageEditor } from "./types/logo-image/editor";
import { DividerEditor } from "./types/divider/editor";
import { HtmlCodeEditor } from "./types/html-code/editor";
import { ParagraphEditor } from "./types/paragraph/editor";
import { PlaceholderEditor } from "./types/placeholder/editor";
import { CardsEditor } from "./types/cards/editor";
import { Cards2Editor } from "./types/cards2/editor";
import { MoodboardEditor } from "./types/moodboard/editor";
import { YoutubeEditor } from "./types/youtube/editor";
import { VimeoEditor } from "./types/vimeo/editor";
import { TestimonialEditor } from "./types/testimonial/editor";
import { DinnerMenuEditor } from "./types/dinner-menu/editor";
import { CarouselEditor } from "./types/carousel/editor";
import { FloorPlanEditor } from "./types/floor-plan/editor";
import { MapLocationEditor } from "./types/map-location/editor";
import { RsvpFormEditor } from "./types/rsvp-form/editor";
import { AttachmentEditor } from "./types/attachment/editor";
import { InstagramEditor } from "./types/instagram/editor";
import { BizcardEditor } from "./types/bizcard/editor";
import { PricingTableEditor } from "./types/pricing-table/editor";
import { AcceptEditor } from "./types/accept/editor";

/** Erases a type's own content and metaData types: the registry holds editors of every type. */
const entry = <Content, Meta>(editor: BlockEditor<Content, Meta>) => editor as unknown as BlockEditor;

// The inline editor of each block type (client only). One line per type, next to ./registry.ts.
export const BLOCK_EDITORS: Readonly<Record<string, BlockEditor>> = {
  heading: entry(HeadingEditor),
  image: entry(ImageEditor),
  cover: entry(CoverEditor),
  "cover-image": entry(CoverImageEditor),
  "logo-image": entry(LogoImageEditor),
  "image-and-text": entry(ImageAndTextEditor),
  paragraph: entry(ParagraphEditor),
  "html-code": entry(HtmlCodeEditor),
  placeholder: entry(PlaceholderEditor),
  cards: entry(CardsEditor),
  cards2: entry(Cards2Editor),
  moodboard: entry(MoodboardEditor),
  divider: entry(DividerEditor),
  youtube: entry(YoutubeEditor),
  vimeo: entry(VimeoEditor),
  testimonial: entry(TestimonialEditor),
  "dinner-menu": entry(DinnerMenuEditor),
  carousel: entry(CarouselEditor),
  "floor-plan": entry(FloorPlanEditor),
  "map-location": entry(MapLocationEditor),
  "rsvp-form": entry(RsvpFormEditor),
  attachment: entry(AttachmentEditor),
  instagram: entry(InstagramEditor),
  bizcard: entry(BizcardEditor),
  "pricing-table": entry(PricingTableEditor),
  accept: entry(AcceptEditor),
};
