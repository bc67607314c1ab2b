import { blockText } from "@/lib/blocks/block-text";
import type { BlockRenderContext, MediaImageInfo } from "@/lib/blocks/definition";
import { numberHeadings } from "@/lib/blocks/numbering";
import { buildBlockTree } from "@/lib/blocks/tree";
import type { Locale } from "@/lib/i18n/locales";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import type { DealView } from "@/lib/acceptance/types";
import { shareFileUrl, shareMediaUrl, shareSrcSet } from "../urls";

/** A createTranslator-like reader of one namespace, tolerant of missing keys (a share never fails on a text). */
function textOf(messages: Record<string, unknown>, path: string): string {
  let node: unknown = messages;
  for (const part of path.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : "";
}

/** Where a frozen document's media and files are fetched from (a share's, a design preview's). */
export interface FrozenUrls {
  mediaUrl(id: string): string;
  srcSet(id: string, originalWidth: number | null): string;
  fileUrl(id: string): string;
}

/**
 * The render context of a frozen document in the share view: read-only, interactive (a client may
 * reply to RSVP forms), every media and file URL bound to the share, images with their sizes.
 */
export function shareRenderContext(frozen: FrozenSnapshot, shareKey: string, locale: Locale, messages: Record<string, unknown>, deal?: DealView): BlockRenderContext {
  const urls: FrozenUrls = {
    mediaUrl: (id) => shareMediaUrl(id, shareKey),
    srcSet: (id, width) => shareSrcSet(id, shareKey, width),
    fileUrl: (id) => shareFileUrl(id, shareKey),
  };
  const context = frozenRenderContext(frozen, urls, locale, messages, true);
  return deal ? { ...context, deal } : context;
}

/** The read-only render context of a frozen document, its URLs from `urls`; `interactive` enables forms (RSVP). */
export function frozenRenderContext(frozen: FrozenSnapshot, urls: FrozenUrls, locale: Locale, messages: Record<string, unknown>, interactive: boolean): BlockRenderContext {
  const media = new Map(frozen.media.map((item) => [item.id, item]));
  const images = new Map<string, MediaImageInfo | undefined>();
  const text = blockText(locale, messages);
  return {
    mediaUrl: (id) => urls.mediaUrl(id),
    mediaImage: (id) => {
      if (images.has(id)) return images.get(id);
      const item = media.get(id);
      const info = item?.width && item.height ? { width: item.width, height: item.height, srcSet: urls.srcSet(id, item.width) } : undefined;
      images.set(id, info);
      return info;
    },
    fileUrl: (id) => urls.fileUrl(id),
    team: {
      name: frozen.team.name,
      logoId: frozen.team.logoId,
      instagram: frozen.team.instagram,
      defaultCurrency: frozen.team.defaultCurrency,
      numberFormat: frozen.team.numberFormat,
    },
    numbering: numberHeadings(frozen.document.numberingStyle, buildBlockTree(frozen.blocks).roots),
    mode: "view",
    interactive,
    labels: {
      unknownType: (type) => textOf(messages, "blocks.unknownType").replace("{type}", type),
      imageMissing: textOf(messages, "blocks.imageMissing"),
      placeholder: textOf(messages, "blocks.placeholderHint"),
      logoMissing: textOf(messages, "blocks.logoMissing"),
      imageAlt: textOf(messages, "blocks.imageAlt"),
      emptyHint: () => "",
      text,
    },
  };
}
