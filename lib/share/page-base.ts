import "server-only";
import { randomUUID } from "node:crypto";
import { clientAddress, hashAddress } from "@/lib/auth/rate-limit";
import { MESSAGES } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/http/request-locale";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { sharePath } from "@/lib/sharing/keys";
import { hasPinAccess } from "@/lib/sharing/pin-access";
import { shareManifest } from "./build-output";
import { VISIT_COOKIE, VISIT_ID_PATTERN } from "./client/lib/visit-id";
import { assetsForBlockTypes } from "./islands";
import { linkPreview } from "./link-preview";
import type { OpenShareMeta } from "./open-share";
import type { PageAssets, PageBase, VisitData } from "./render/types";
import { shareMediaUrl } from "./urls";

/** The visit a document request continues (`&v=` from the landing page's link), else a new one. */
export const visitIdFrom = (value: string | null) => (value && VISIT_ID_PATTERN.test(value) ? value : randomUUID());

/**
 * The Set-Cookie value that hands a new visit's id to the document page's script when the address
 * carries no `v` (the page itself names no visit: lib/share/client/lib/visit-id.ts). Readable by
 * the script (not HttpOnly): it is a random id for the view events, no secret; scoped to the share's path.
 */
export function visitCookie(share: OpenShareMeta, visitId: string, secure: boolean): string {
  return `${VISIT_COOKIE}=${visitId}; Path=${sharePath(share.shareKey, share.recipient)}; SameSite=Lax; Max-Age=3600${secure ? "; Secure" : ""}`;
}

/** What the view events keep of a visitor: a salted hash of the address (never the address), the browser. */
export function visitMeta(request: Request) {
  return {
    ipHash: hashAddress(clientAddress(request)),
    userAgent: request.headers.get("user-agent"),
  };
}

/** The page's style sheets and scripts: share-view.js, and island assets for the block types present. */
export function pageAssets(blockTypes: Iterable<string> | null): PageAssets {
  const manifest = shareManifest();
  const names = blockTypes ? assetsForBlockTypes(blockTypes) : [];
  const known = names.filter((name) => name in manifest);
  return {
    css: manifest["share.css"],
    scripts: known.filter((name) => name.endsWith(".js")).map((name) => manifest[name]),
    styles: known.filter((name) => name.endsWith(".css")).map((name) => manifest[name]),
  };
}

/** The body's data attributes for the view events; `visitId` only on pages rendered per visit. */
export function shareVisit(share: OpenShareMeta, visitId?: string): VisitData {
  return { shareKey: share.shareKey, recipient: share.recipient, visitId, eventsUrl: `/api/shared-document/${share.shareKey}/${share.recipient}/events` };
}

/** The parts every page of one open share has: language, brand, title, link preview, the visit's data attributes. */
export function sharePageBase(request: Request, share: OpenShareMeta, frozen: FrozenSnapshot, visit: VisitData | null, blockTypes: Iterable<string> | null): PageBase {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale] as unknown as Record<string, unknown>;
  const { team } = frozen;
  const logo = team.logoId ? frozen.media.find((item) => item.id === team.logoId) : undefined;
  const locked = Boolean(share.pinProtectionCode) && !hasPinAccess(request, share);
  return {
    locale,
    messages,
    assets: pageAssets(blockTypes),
    // Nothing of a PIN share's document, not even its title, is sent before the PIN is verified.
    title: locked ? team.name : frozen.document.title,
    brand: {
      name: team.name,
      logoUrl: team.logoId ? shareMediaUrl(team.logoId, share.shareKey, 480) : null,
      faviconUrl: team.faviconId ? shareMediaUrl(team.faviconId, share.shareKey, 80) : null,
      // The logo's box is known before it loads (no layout shift).
      logoWidth: logo?.width ?? null,
      logoHeight: logo?.height ?? null,
    },
    // The same for every visit (the document page is cached): it depends on the share alone.
    preview: linkPreview(share, frozen, locale, messages),
    // Before the PIN the events endpoint refuses this browser (404), so the page gets no address to
    // report to: its script reports nothing, and keeps the visit's time for the document page to send.
    visit: visit && locked ? { ...visit, eventsUrl: undefined } : visit,
  };
}

/** A page that knows no share (the link-disabled page): the visitor's language, no brand. */
export function anonymousPageBase(request: Request, title: string): PageBase {
  const locale = requestLocale(request);
  return { locale, messages: MESSAGES[locale] as unknown as Record<string, unknown>, assets: pageAssets(null), title, brand: null, visit: null };
}

/** `/shared/{key}/{n}?step=document&v={visit}`: the document step of this visit. */
export const documentHref = (share: OpenShareMeta, visitId: string) => `${sharePath(share.shareKey, share.recipient)}?step=document&v=${visitId}`;
