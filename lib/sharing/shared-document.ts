import { ACCEPT_BLOCK_TYPE } from "@/lib/acceptance/types";
import { maskEmail } from "@/lib/blocks/types/accept/deal-text";
import { AppError } from "@/lib/http/errors";
import { json } from "@/lib/http/respond";
import type { Translator } from "@/lib/i18n/translator";
import type { OpenShare } from "./access";
import { readFrozen } from "./frozen";

// The JSON answer of POST /api/shared-document/{key}/{n}: what the frozen copy shows, never the live
// document, and never the frozen blocks' source ids (they name the owner's live blocks). An Accept
// block's signer e-mails the owner fixed are masked as the page masks them ("j•••@example.com"):
// they are not the link holder's to read.

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** An Accept block's content with each signer's e-mail masked; anything else as it is. */
function publicContent(segmentType: string, content: unknown): unknown {
  if (segmentType !== ACCEPT_BLOCK_TYPE || !isObject(content) || !Array.isArray(content.signers)) return content;
  const signers = content.signers.map((signer: unknown) =>
    isObject(signer) ? { ...signer, email: typeof signer.email === "string" ? maskEmail(signer.email) : "" } : signer,
  );
  return { ...content, signers };
}

export function sharedDocumentPayload(share: OpenShare) {
  const frozen = readFrozen(share.frozen);
  const { document } = frozen;
  return {
    document: {
      title: document.title,
      type: document.type,
      numberingStyle: document.numberingStyle,
      styleData: document.styleData,
      customCss: document.customCss,
      cachedData: document.cachedData,
    },
    segments: frozen.blocks.map(({ sourceId: _sourceId, ...block }) => ({ ...block, content: publicContent(block.segmentType, block.content) })),
    team: frozen.team,
    shareInfo: {
      linkName: share.linkName,
      message: share.message,
      landingImage: share.landingImageId,
      expiryDate: share.expiryDate.toISOString(),
      preventPrinting: share.preventPrinting,
      hasPin: Boolean(share.pinProtectionCode),
    },
  };
}

/** 401 with the spec's codes (`pinRequired`, `incorrectPin`), or 429 while the share is locked for the caller. */
export function pinRefusal(reason: "pinRequired" | "incorrectPin" | { minutes: number }, t: Translator): Response {
  if (typeof reason === "object") throw new AppError("RATE_LIMITED", "rateLimited", { minutes: reason.minutes });
  return json({ error: { code: reason, message: t(`shareView.errors.${reason}`) } }, { status: 401 });
}
