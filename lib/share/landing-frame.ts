import "server-only";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { sharePath } from "@/lib/sharing/keys";
import { hasPinAccess } from "@/lib/sharing/pin-access";
import { heroMedia } from "./hero-image";
import { landingLook } from "./landing-look";
import type { OpenShareMeta } from "./open-share";
import type { LandingFrameData, Sender } from "./render/types";
import { shareFileUrl, shareMediaUrl, shareSrcSet } from "./urls";

// What the landing page and the PIN step show around their content: the document's look, the
// leading picture and the sender. Before a PIN share's PIN nothing of its document is shown: its
// landing image may lead (the planner chose it for this page), never its cover; its style's uploaded
// font files wait for the PIN too (lib/sharing/share-media.ts), so the page uses their generic family.

/** A PIN share this browser has not unlocked. */
export const isPinLocked = (request: Request, share: OpenShareMeta) => Boolean(share.pinProtectionCode) && !hasPinAccess(request, share);

export function landingFrameData(request: Request, share: OpenShareMeta, frozen: FrozenSnapshot): LandingFrameData {
  const locked = isPinLocked(request, share);
  const hero = heroMedia(frozen, share.landingImageId, locked);
  return {
    look: landingLook(frozen.document.styleData, locked ? null : (fileId) => shareFileUrl(fileId, share.shareKey)),
    hero: hero
      ? {
          src: shareMediaUrl(hero.id, share.shareKey, 1600),
          srcSet: shareSrcSet(hero.id, share.shareKey, hero.width),
          width: hero.width ?? undefined,
          height: hero.height ?? undefined,
        }
      : null,
  };
}

/** The sender's signature: name, and photo when the account has one (served by the share's sender-photo route). */
export function shareSender(share: OpenShareMeta): Sender | null {
  if (!share.senderName) return null;
  const photoUrl = share.senderPhotoId ? `${sharePath(share.shareKey, share.recipient)}/sender-photo?v=${encodeURIComponent(share.senderPhotoId.slice(-8))}` : null;
  return { name: share.senderName, photoUrl };
}
