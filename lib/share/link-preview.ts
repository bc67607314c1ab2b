import "server-only";
import { createHash } from "node:crypto";
import type { Locale } from "@/lib/i18n/locales";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { sharePath, shareOrigin } from "@/lib/sharing/keys";
import type { OpenShareMeta } from "./open-share";
import { PREVIEW_CARD } from "./preview-card";
import type { LinkPreview } from "./render/types";
import { shareTranslator } from "./render/translator";

// What WhatsApp, iMessage, Slack, Outlook or LinkedIn show for a share's link: its title, a line of
// text and a 1200 x 630 picture (lib/share/preview-image.ts), all with absolute addresses on the
// share's own host (lib/sharing/keys.ts shareOrigin: configuration, never the request's Host). A PIN
// share's card names the workspace and the planner's message only: never the document's title.

export const PREVIEW_IMAGE = { ...PREVIEW_CARD, type: "image/jpeg" } as const;
/** Bump when the card's design changes, so every share's picture gets a new address. */
const PREVIEW_DESIGN = 1;
const DESCRIPTION_MAX = 200;

/**
 * The picture's version: what the card is made of (the snapshot, whose frozen copy never changes, its
 * landing image, whether it has a PIN, the card's design), so its address can be cached for good and
 * a stale address is never served another picture. Disabling and enabling the share keeps it (the
 * document page, which names it, stays the same bytes: its ETag still matches).
 */
export function previewStamp(share: Pick<OpenShareMeta, "id" | "landingImageId" | "pinProtectionCode">): string {
  const parts = [share.id, share.landingImageId ?? "", share.pinProtectionCode ? "pin" : "open", PREVIEW_DESIGN];
  return createHash("sha256").update(parts.join(":")).digest("base64url").slice(0, 16);
}

/** The picture's path: /shared/{key}/{n}/preview/{stamp}.jpg */
export const previewImagePath = (share: OpenShareMeta) => `${sharePath(share.shareKey, share.recipient)}/preview/${previewStamp(share)}.jpg`;

/** The planner's message on one line, cut at a word near DESCRIPTION_MAX characters. */
function oneLine(message: string): string {
  const text = message.replace(/\s+/g, " ").trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export function linkPreview(share: OpenShareMeta, frozen: FrozenSnapshot, locale: Locale, messages: Record<string, unknown>): LinkPreview {
  const t = shareTranslator(locale, messages);
  const origin = shareOrigin(share.customSubdomain);
  const workspace = frozen.team.name;
  const pin = Boolean(share.pinProtectionCode);
  const title = pin ? t("privateTitle") : frozen.document.title;
  const fallback = pin ? t("previewDescriptionPrivate", { workspace }) : t("previewDescription", { workspace, title });
  return {
    url: `${origin}${sharePath(share.shareKey, share.recipient)}`,
    siteName: workspace,
    title,
    description: oneLine(share.message ?? "") || fallback,
    image: { url: `${origin}${previewImagePath(share)}`, ...PREVIEW_IMAGE, alt: pin ? workspace : title },
  };
}
