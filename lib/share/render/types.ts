import type { ImageAttributes } from "@/lib/blocks/media-image";
import type { Locale } from "@/lib/i18n/locales";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import type { DealView } from "@/lib/acceptance/types";

// What the share view's route handler hands the renderer bundle (plain data only: the renderer is
// built outside Next and shares no module instances with the app; see scripts/build-share.mjs).

export interface PageAssets {
  /** URL of the page's style sheet (/shared-assets/share.<hash>.css). */
  css: string;
  /** Scripts, loaded with `defer`. */
  scripts: string[];
  /** Extra style sheets of present islands. */
  styles: string[];
}

/** The body's data attributes the browser script reads (views are recorded per share, recipient and visit). */
export interface VisitData {
  shareKey: string;
  recipient: string;
  /**
   * The visit, on pages rendered per visit (landing, PIN step). The document page is the same bytes
   * for every visit and leaves it out: its script reads the visit from the address (lib/share/client/lib/visit-id.ts).
   */
  visitId?: string;
  /**
   * Where the page's script reports view events; absent while a PIN share is still locked in this
   * browser (landing and PIN step before the PIN): the endpoint would refuse them (404).
   */
  eventsUrl?: string;
}

/**
 * The document's style as the landing page and the PIN step wear it (lib/share/landing-look.ts):
 * CSS custom properties for the page, the Google font sheets of its title and text faces, and the
 * @font-face rules of uploaded faces ("" where the visitor may not load them yet).
 */
export interface LandingLook {
  vars: Record<string, string>;
  fontHrefs: string[];
  fontFaces: string;
  /** The style's first accent: the link preview card's colour. */
  brandColor: string;
}

/** The picture leading the landing page and the PIN step (the landing image, else the document's cover). */
export type HeroImage = ImageAttributes & { src: string };

/** What a messenger shows for the link (Open Graph and Twitter card tags; absolute addresses). */
export interface LinkPreview {
  url: string;
  siteName: string;
  title: string;
  description: string;
  image: { url: string; width: number; height: number; type: string; alt: string } | null;
}

/** Who sent the share: the planner's name, and photo when the account has one. */
export interface Sender {
  name: string;
  photoUrl: string | null;
}

/** The parts the landing page, the PIN step and its notices share (their one design). */
export interface LandingFrameData {
  look: LandingLook;
  hero: HeroImage | null;
}

export interface PageBase {
  locale: Locale;
  /** The locale's whole message tree (English under missing keys). */
  messages: Record<string, unknown>;
  assets: PageAssets;
  /** Shown in the tab; the document's title where known. */
  title: string;
  brand: { name: string; logoUrl: string | null; faviconUrl: string | null; logoWidth?: number | null; logoHeight?: number | null } | null;
  visit: VisitData | null;
  /** Link-preview tags, on the landing page and the document page (crawlers fetch the link as sent). */
  preview?: LinkPreview | null;
}

export interface LandingInput extends PageBase, LandingFrameData {
  /** The document's title; null for a PIN share (nothing of its document before the PIN). */
  headline: string | null;
  pinProtected: boolean;
  message: string;
  sender: Sender | null;
  documentHref: string;
}

export type PinError = "incorrect" | "format" | null;

export interface PinInput extends PageBase, LandingFrameData {
  action: string;
  error: PinError;
}

export interface VerifiedInput extends PageBase, LandingFrameData {
  next: string;
}

export interface LockedInput extends PageBase, LandingFrameData {
  minutes: number;
}

export interface DocumentInput extends PageBase {
  frozen: FrozenSnapshot;
  shareKey: string;
  preventPrinting: boolean;
  /** CSS of the document's style, scoped to the document ("" without a style: documentStyle in lib/doc-styles/css.ts). */
  styleCss: string;
  /** Google font style sheets of the style, loaded by the visitor's browser. */
  fontHrefs: string[];
  /** The deal of a share that has choices or asks for acceptance (lib/acceptance/types.ts); absent otherwise. */
  deal?: DealView;
}

export type DisabledInput = PageBase;

/** A design template's public preview (workspace spec §2, /design-preview/{schabloneId}/{docId}). */
export interface DesignPreviewInput extends PageBase {
  /** The design template (its media and files load with `?design=` this id). */
  schabloneId: string;
  /** The design template's title (the page's title too). */
  designTitle: string;
  /** The group's label, in the visitor's language. */
  groupLabel: string;
  /** A frozen copy of the design document, as a share would freeze it. */
  frozen: FrozenSnapshot;
  styleCss: string;
  fontHrefs: string[];
  /** The gallery of the design's product (/{product}-designs). */
  backHref: string;
  /** Where the "Use this design" form posts (the preview's own address). */
  useAction: string;
}

/** The page of an unknown design template, or of a document that is not its design document (404). */
export interface DesignMissingInput extends PageBase {
  /** The galleries' entry point. */
  galleryHref: string;
}

/** The renderer bundle's exports (lib/share/render/entry.tsx). */
export interface ShareRenderer {
  renderLanding(input: LandingInput): string;
  renderPin(input: PinInput): string;
  renderVerified(input: VerifiedInput): string;
  renderLocked(input: LockedInput): string;
  renderDocument(input: DocumentInput): string;
  renderDisabled(input: DisabledInput): string;
  renderDesignPreview(input: DesignPreviewInput): string;
  renderDesignMissing(input: DesignMissingInput): string;
}
