import type { ImageAttributes } from "@/lib/blocks/media-image";
import type { Locale } from "@/lib/i18n/locales";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";

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
  visitId: string;
  eventsUrl: string;
}

export interface PageBase {
  locale: Locale;
  /** The locale's whole message tree (English under missing keys). */
  messages: Record<string, unknown>;
  assets: PageAssets;
  /** Shown in the tab; the document's title where known. */
  title: string;
  brand: { name: string; logoUrl: string | null; faviconUrl: string | null } | null;
  visit: VisitData | null;
}

export interface LandingInput extends PageBase {
  message: string;
  landingImage: (ImageAttributes & { src: string }) | null;
  documentHref: string;
}

export type PinError = "incorrect" | "format" | null;

export interface PinInput extends PageBase {
  action: string;
  error: PinError;
}

export interface VerifiedInput extends PageBase {
  next: string;
}

export interface LockedInput extends PageBase {
  minutes: number;
}

export interface DocumentInput extends PageBase {
  frozen: FrozenSnapshot;
  shareKey: string;
  preventPrinting: boolean;
  /** CSS of the document's style (doc styles arrive with issue 10; "" until then). */
  styleCss: string;
}

export type DisabledInput = PageBase;

/** The renderer bundle's exports (lib/share/render/entry.tsx). */
export interface ShareRenderer {
  renderLanding(input: LandingInput): string;
  renderPin(input: PinInput): string;
  renderVerified(input: VerifiedInput): string;
  renderLocked(input: LockedInput): string;
  renderDocument(input: DocumentInput): string;
  renderDisabled(input: DisabledInput): string;
}
