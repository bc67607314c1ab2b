import type { BlockView } from "./definition";
import { HeadingView } from "./types/heading/view";
import { ImageView } from "./types/image/view";
import { CoverView } from "./types/cover/view";
import { CoverImageView } from "./types/cover-image/view";
import { LogoImageView } from "./types/logo-image/view";
import { ImageAndTextView } from "./types/image-and-text/view";
import { ParagraphView } from "./types/paragraph/view";
import { HtmlCodeView } from "./types/html-code/view";
import { PlaceholderView } from "./types/placeholder/view";
import { CardsView } from "./types/cards/view";
import { Cards2View } from "./types/cards2/view";
import { MoodboardView } from "./types/moodboard/view";
import { DividerView } from "./types/divider/view";
import { YoutubeView } from "./types/youtube/view";
import { VimeoView } from "./types/vimeo/view";
import { TestimonialView } from "./types/testimonial/view";
import { DinnerMenuView } from "./types/dinner-menu/view";
import { CarouselView } from "./types/carousel/view";
import { FloorPlanView } from "./types/floor-plan/view";
import { MapLocationView } from "./types/map-location/view";
import { RsvpFormView } from "./types/rsvp-form/view";
import { AttachmentView } from "./types/attachment/view";
import { InstagramView } from "./types/instagram/view";
import { BizcardView } from "./types/bizcard/view";
import { PricingTableView } from "./types/pricing-table/view";
import { AcceptView } from "./types/accept/view";

/** Erases a type's own content and metaData types: the map holds views of every type. */
const view = <Content, Meta>(component: BlockView<Content, Meta>) => component as unknown as BlockView;

// The renderer of each block type without its definition (no schemas): what the editor needs to
// draw blocks, whose rows the server has already read through the schemas. One line per type,
// next to ./registry.ts (view-registry.test.ts checks they name the same views).
export const BLOCK_VIEWS: Readonly<Record<string, BlockView>> = {
  heading: view(HeadingView),
  image: view(ImageView),
  cover: view(CoverView),
  "cover-image": view(CoverImageView),
  "logo-image": view(LogoImageView),
  "image-and-text": view(ImageAndTextView),
  paragraph: view(ParagraphView),
  "html-code": view(HtmlCodeView),
  placeholder: view(PlaceholderView),
  cards: view(CardsView),
  cards2: view(Cards2View),
  moodboard: view(MoodboardView),
  divider: view(DividerView),
  youtube: view(YoutubeView),
  vimeo: view(VimeoView),
  testimonial: view(TestimonialView),
  "dinner-menu": view(DinnerMenuView),
  carousel: view(CarouselView),
  "floor-plan": view(FloorPlanView),
  "map-location": view(MapLocationView),
  "rsvp-form": view(RsvpFormView),
  attachment: view(AttachmentView),
  instagram: view(InstagramView),
  bizcard: view(BizcardView),
  "pricing-table": view(PricingTableView),
  accept: view(AcceptView),
};
