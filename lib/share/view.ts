import "server-only";
import { documentStyle } from "@/lib/doc-styles/css";
import { secureCookies } from "@/lib/auth/session-cookie";
import { MESSAGES } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/http/request-locale";
import { queueShareEvent } from "@/lib/sharing/event-queue";
import { recordShareEvent } from "@/lib/sharing/events";
import { countsAsVisit } from "@/lib/sharing/visitor";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { hasPinAccess, pinAccessCookie } from "@/lib/sharing/pin-access";
import { checkSharePin, pinLockMinutes } from "@/lib/sharing/pin";
import { inBackground } from "./background";
import { shareBuildStamp, shareRenderer } from "./build-output";
import { cacheKey, findOpenShareMeta, frozenOf, remember, type OpenShareMeta } from "./open-share";
import { anonymousPageBase, documentHref, sharePageBase, visitIdFrom, visitMeta } from "./page-base";
import { readPinForm } from "./pin-form";
import type { PinError } from "./render/types";
import { shareHtmlResponse } from "./respond";
import { shareFileUrl, shareMediaUrl, shareSrcSet } from "./urls";

// The public share view, /shared/{key}/{recipient} (accounts spec §4, §5; workspace spec §7): the
// landing page, then the PIN step when the share has one, then the document, all server-rendered
// HTML (see scripts/build-share.mjs for why it is a route handler and not a page).

type Params = { key: string; recipient: string };
type Share = { meta: OpenShareMeta; frozen: FrozenSnapshot };

async function openShare(params: Params): Promise<Share | null> {
  const meta = await findOpenShareMeta(params.key, params.recipient);
  return meta ? { meta, frozen: await frozenOf(meta) } : null;
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
  const imageId = meta.landingImageId;
  const image = imageId ? frozen.media.find((item) => item.id === imageId) : undefined;
  const renderer = await shareRenderer();
  const html = renderer.renderLanding({
    ...sharePageBase(request, meta, frozen, visitId, []),
    message: meta.message ?? "",
    landingImage: imageId
      ? {
          src: shareMediaUrl(imageId, meta.shareKey, 1600),
          srcSet: shareSrcSet(imageId, meta.shareKey, image?.width ?? null),
          width: image?.width ?? undefined,
          height: image?.height ?? undefined,
        }
      : null,
    documentHref: documentHref(meta, visitId),
  });
  return shareHtmlResponse(html);
}

async function pinPage(request: Request, { meta, frozen }: Share, visitId: string, error: PinError, status: number): Promise<Response> {
  const renderer = await shareRenderer();
  const html = renderer.renderPin({ ...sharePageBase(request, meta, frozen, visitId, []), action: documentHref(meta, visitId), error });
  return shareHtmlResponse(html, status);
}

async function lockedPage(request: Request, { meta, frozen }: Share, minutes: number): Promise<Response> {
  const renderer = await shareRenderer();
  const html = renderer.renderLocked({ ...sharePageBase(request, meta, frozen, null, null), minutes });
  return shareHtmlResponse(html, 429, { "retry-after": String(minutes * 60) });
}

// The document page of a snapshot never changes (the frozen copy is the point of a share): it is
// rendered once per snapshot, language and build, and each visit only puts its own id in.
const VISIT_SLOT = "00000000-0000-4000-8000-000000000000";
const DOCUMENT_CACHE_SIZE = 100;
const documentCache = new Map<string, string>();

async function documentPage(request: Request, { meta, frozen }: Share, visitId: string): Promise<Response> {
  // The visitor does not wait for the record (written in batches): the page's time is a string copy.
  queueShareEvent(meta, meta.recipient, "clicked-go-to-document", visitId, visitMeta(request));
  const key = `${cacheKey(meta)}:${requestLocale(request)}:${shareBuildStamp()}`;
  let html = documentCache.get(key);
  if (!html) {
    const blockTypes = frozen.blocks.map((block) => block.segmentType);
    const renderer = await shareRenderer();
    html = renderer.renderDocument({
      ...sharePageBase(request, meta, frozen, VISIT_SLOT, blockTypes),
      frozen,
      shareKey: meta.shareKey,
      preventPrinting: meta.preventPrinting,
      // Uploaded font files load through the share's own file address, so a visitor needs no account.
      ...documentStyle(frozen.document.id, frozen.document.styleData, (fileId) => shareFileUrl(fileId, meta.shareKey)),
    });
  }
  remember(documentCache, key, html, DOCUMENT_CACHE_SIZE);
  return shareHtmlResponse(html.replace(`data-visit-id="${VISIT_SLOT}"`, `data-visit-id="${visitId}"`));
}

/** GET: the landing page, or with `?step=document` the PIN step or the document. */
export async function getSharePage(request: Request, params: Params): Promise<Response> {
  const share = await openShare(params);
  if (!share) return linkDisabledResponse(request);
  const url = new URL(request.url);
  if (url.searchParams.get("step") !== "document") return landing(request, share);
  const visitId = visitIdFrom(url.searchParams.get("v"));
  if (!hasPinAccess(request, share.meta)) {
    const minutes = await pinLockMinutes(share.meta.id, request);
    return minutes ? lockedPage(request, share, minutes) : pinPage(request, share, visitId, null, 200);
  }
  return documentPage(request, share, visitId);
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
  const html = renderer.renderVerified({ ...sharePageBase(request, meta, frozen, null, null), next });
  return shareHtmlResponse(html, 200, { "set-cookie": pinAccessCookie(meta.id, secureCookies(request)) });
}
