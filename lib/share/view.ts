import "server-only";
import { readDealView } from "@/lib/acceptance/share-deal-view";
import type { DealView } from "@/lib/acceptance/types";
import { secureCookies } from "@/lib/auth/session-cookie";
import { MESSAGES } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/http/request-locale";
import { queueShareEvent } from "@/lib/sharing/event-queue";
import { recordShareEvent } from "@/lib/sharing/events";
import { countsAsVisit, isLinkPreviewAgent } from "@/lib/sharing/visitor";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { hasPinAccess, pinAccessCookie } from "@/lib/sharing/pin-access";
import { checkSharePin, pinLockMinutes } from "@/lib/sharing/pin";
import { ifNoneMatchMatches } from "@/lib/http/conditional";
import { inBackground } from "./background";
import { shareBuildStamp, shareRenderer } from "./build-output";
import { cachedDocumentPage, documentPageKey } from "./document-page";
import { frozenDocumentInput } from "./document-input";
import { PRICING_CHOICES } from "./islands";
import { findOpenShareMeta, frozenOf, type OpenShareMeta } from "./open-share";
import { anonymousPageBase, documentHref, sharePageBase, shareVisit, visitCookie, visitIdFrom, visitMeta } from "./page-base";
import { isPinLocked, landingFrameData, shareSender } from "./landing-frame";
import { readPinForm } from "./pin-form";
import type { PinError } from "./render/types";
import { shareDocumentResponse, shareHtmlResponse } from "./respond";

// The public share view, /shared/{key}/{recipient} (accounts spec §4, §5; workspace spec §7): the
// landing page, then the PIN step when the share has one, then the document, all server-rendered
// HTML (see scripts/build-share.mjs for why it is a route handler and not a page).

type Params = { key: string; recipient: string };
type Share = { meta: OpenShareMeta; frozen: FrozenSnapshot };

const withFrozen = async (meta: OpenShareMeta): Promise<Share> => ({ meta, frozen: await frozenOf(meta) });

async function openShare(params: Params): Promise<Share | null> {
  const meta = await findOpenShareMeta(params.key, params.recipient);
  return meta ? withFrozen(meta) : null;
}

/** The page every unknown, malformed, disabled or expired share shows (404, and no hint of which). */
export async function linkDisabledResponse(request: Request): Promise<Response> {
  const renderer = await shareRenderer();
  const t = (MESSAGES[requestLocale(request)] as unknown as { shareView: { notAvailable: string } }).shareView;
  return shareHtmlResponse(renderer.renderDisabled(anonymousPageBase(request, t.notAvailable)), 404);
}

async function landing(request: Request, { meta, frozen }: Share): Promise<Response> {
  const visitId = visitIdFrom(null);
  // Counted (and the owner told of the first open) after the answer, so the visitor never waits for
  // it, nor for the e-mail it may send; link-preview fetchers, the planner's own team and an address
  // reloading beyond the limit don't count (lib/sharing/visitor.ts).
  const visit = visitMeta(request);
  inBackground(async () => {
    if (await countsAsVisit(request, meta, visit.ipHash)) await recordShareEvent(meta, meta.recipient, "loaded-share-page", visitId, visit);
  });
  const renderer = await shareRenderer();
  const html = renderer.renderLanding({
    ...sharePageBase(request, meta, frozen, shareVisit(meta, visitId), []),
    ...landingFrameData(request, meta, frozen),
    // Nothing of a PIN share's document, not even its title, before the PIN (accounts spec §4, §5).
    headline: isPinLocked(request, meta) ? null : frozen.document.title,
    pinProtected: Boolean(meta.pinProtectionCode),
    message: meta.message ?? "",
    sender: shareSender(meta),
    documentHref: documentHref(meta, visitId),
  });
  return shareHtmlResponse(html);
}

async function pinPage(request: Request, { meta, frozen }: Share, visitId: string, error: PinError, status: number): Promise<Response> {
  const renderer = await shareRenderer();
  const html = renderer.renderPin({
    ...sharePageBase(request, meta, frozen, shareVisit(meta, visitId), []),
    ...landingFrameData(request, meta, frozen),
    action: documentHref(meta, visitId),
    error,
  });
  return shareHtmlResponse(html, status);
}

async function lockedPage(request: Request, { meta, frozen }: Share, minutes: number): Promise<Response> {
  const renderer = await shareRenderer();
  const html = renderer.renderLocked({ ...sharePageBase(request, meta, frozen, null, null), ...landingFrameData(request, meta, frozen), minutes });
  return shareHtmlResponse(html, 429, { "retry-after": String(minutes * 60) });
}

/**
 * The document page's HTML: the frozen copy through the block views, with no visit in it
 * (document-page.ts), and the share's deal for this recipient when it has one. The choices' script
 * comes only with a pricing table that offers choices.
 */
async function renderDocumentHtml(request: Request, meta: OpenShareMeta, deal: DealView | null): Promise<string> {
  const frozen = await frozenOf(meta);
  const blockTypes = frozen.blocks.map((block) => block.segmentType);
  if (meta.hasChoices) blockTypes.push(PRICING_CHOICES);
  const renderer = await shareRenderer();
  return renderer.renderDocument(
    frozenDocumentInput(sharePageBase(request, meta, frozen, shareVisit(meta), blockTypes), frozen, meta.shareKey, { preventPrinting: meta.preventPrinting, deal }),
  );
}

/**
 * The document, for a visitor the share is open to (checked by the caller: open, PIN cookie valid).
 * Rendered once per snapshot, recipient (the events address), language, build and state of the deal
 * (its stamp: a share without a deal reads nothing more); a repeat open with the page's ETag in
 * If-None-Match is answered 304. Every open, 304 or not, is recorded.
 */
async function documentPage(request: Request, meta: OpenShareMeta, visitId: string, newVisit: boolean): Promise<Response> {
  // The visitor does not wait for the record (written in batches). A link-preview fetcher given the
  // document's address is no client opening it.
  if (!isLinkPreviewAgent(request.headers.get("user-agent"))) queueShareEvent(meta, meta.recipient, "clicked-go-to-document", visitId, visitMeta(request));
  // Read on every open (never cached with the share's row): a signature or a changed choice shows at once.
  const deal = await readDealView(meta);
  const key = documentPageKey(meta, requestLocale(request), shareBuildStamp(), deal?.stamp ?? null);
  const page = await cachedDocumentPage(key, () => renderDocumentHtml(request, meta, deal));
  // An address without `v` (typed, or bookmarked without it) starts a visit: its id reaches the
  // page's script in a cookie, since the page itself is the same for every visit.
  const headers: Record<string, string> = newVisit ? { "set-cookie": visitCookie(meta, visitId, secureCookies(request)) } : {};
  return shareDocumentResponse(page, ifNoneMatchMatches(request.headers.get("if-none-match"), page.etag), headers);
}

/** GET: the landing page, or with `?step=document` the PIN step or the document. */
export async function getSharePage(request: Request, params: Params): Promise<Response> {
  // Disabled, expired and unknown shares answer the link-disabled page before any If-None-Match is looked at.
  const meta = await findOpenShareMeta(params.key, params.recipient);
  if (!meta) return linkDisabledResponse(request);
  const url = new URL(request.url);
  if (url.searchParams.get("step") !== "document") return landing(request, await withFrozen(meta));
  const given = url.searchParams.get("v");
  const visitId = visitIdFrom(given);
  // Nothing of a PIN share, not even a 304, without this browser's PIN cookie.
  if (!hasPinAccess(request, meta)) {
    const minutes = await pinLockMinutes(meta.id, request);
    const share = await withFrozen(meta);
    return minutes ? lockedPage(request, share, minutes) : pinPage(request, share, visitId, null, 200);
  }
  return documentPage(request, meta, visitId, visitId !== given);
}

/** POST: the PIN form (field `pin`). Works without JavaScript: a wrong PIN shows the form again. */
export async function postSharePin(request: Request, params: Params): Promise<Response> {
  const share = await openShare(params);
  if (!share) return linkDisabledResponse(request);
  const { meta, frozen } = share;
  const visitId = visitIdFrom(new URL(request.url).searchParams.get("v"));
  const next = documentHref(meta, visitId);
  if (hasPinAccess(request, meta)) return new Response(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
  const check = await checkSharePin(meta, await readPinForm(request), request);
  if (!check.ok) {
    if (check.reason === "locked") return lockedPage(request, share, check.minutes);
    return pinPage(request, share, visitId, check.reason, check.reason === "incorrect" ? 401 : 400);
  }
  const renderer = await shareRenderer();
  const html = renderer.renderVerified({ ...sharePageBase(request, meta, frozen, null, null), ...landingFrameData(request, meta, frozen), next });
  return shareHtmlResponse(html, 200, { "set-cookie": pinAccessCookie(meta.id, secureCookies(request)) });
}
