import "server-only";
import { db } from "@/lib/db/client";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { getObject, putObject } from "@/lib/storage";
import { heroMedia } from "./hero-image";
import { landingLook } from "./landing-look";
import { previewStamp } from "./link-preview";
import type { OpenShareMeta } from "./open-share";
import { remember } from "./open-share";
import { previewCard } from "./preview-card";

// The link preview's picture (og:image, 1200 x 630 JPEG, drawn by ./preview-card.ts): the landing
// image, else the document's cover, with the workspace's logo; without a picture, the logo (or the
// workspace's name) on the style's accent colour. A PIN share's card never shows a picture of its
// document, nor its landing image: only the logo and the colour (accounts spec §4, §5).
// Made once per snapshot (previewStamp) and kept in storage, so a messenger's fetch after a restart
// costs a read, not a render; this process also keeps the last few in memory.

const storageKey = (share: OpenShareMeta) => `share-previews/${share.id}/${previewStamp(share)}.jpg`;

/** A media item of the share's workspace, as stored (null when it or its file is gone). */
async function mediaBytes(teamId: string, mediaId: string): Promise<Buffer | null> {
  const media = await db.media.findFirst({ where: { id: mediaId, teamId }, select: { storageKey: true } });
  return media ? getObject(media.storageKey) : null;
}

/** Renders the card (not cached). */
export async function renderPreviewImage(share: OpenShareMeta, frozen: FrozenSnapshot): Promise<Buffer> {
  const { team } = frozen;
  const logoListed = team.logoId && frozen.media.some((item) => item.id === team.logoId);
  const logo = logoListed ? await mediaBytes(team.id, team.logoId!) : null;
  // Never a picture for a PIN share's card (not even its landing image): the logo and colour only.
  const hero = share.pinProtectionCode ? null : heroMedia(frozen, share.landingImageId, false);
  const photo = hero ? await mediaBytes(team.id, hero.id) : null;
  return previewCard({ photo, logo, color: landingLook(frozen.document.styleData, null).brandColor, name: team.name });
}

const CARDS_KEPT = 20;
const cards = new Map<string, Promise<Buffer>>();

/** The card of this share's current state: from memory, else storage, else rendered and stored. */
export function previewImageBytes(share: OpenShareMeta, frozen: FrozenSnapshot): Promise<Buffer> {
  const key = storageKey(share);
  const cached = cards.get(key);
  if (cached) return remember(cards, key, cached, CARDS_KEPT);
  const card = (async () => {
    const stored = await getObject(key);
    if (stored) return stored;
    const made = await renderPreviewImage(share, frozen);
    await putObject(key, made);
    return made;
  })();
  // A failed render is not kept: the next request tries again.
  card.catch(() => cards.get(key) === card && cards.delete(key));
  return remember(cards, key, card, CARDS_KEPT);
}
