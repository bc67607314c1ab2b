import "server-only";
import type { DealView } from "@/lib/acceptance/types";
import { documentStyle } from "@/lib/doc-styles/css";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import type { DocumentInput, PageBase } from "./render/types";
import { shareFileUrl } from "./urls";

/**
 * What the renderer's document page takes for a frozen copy: the page's frame, the copy, and its
 * style. One builder for every caller of `renderDocument` (the share view, its PDF, the signed copy),
 * so a PDF is the share view's own page and never a second layout. Uploaded font files load through
 * the share's own file address, so a visitor needs no account.
 */
export function frozenDocumentInput(
  base: PageBase,
  frozen: FrozenSnapshot,
  shareKey: string,
  options: { preventPrinting: boolean; deal?: DealView | null },
): DocumentInput {
  return {
    ...base,
    frozen,
    shareKey,
    preventPrinting: options.preventPrinting,
    ...(options.deal ? { deal: options.deal } : {}),
    ...documentStyle(frozen.document.id, frozen.document.styleData, (fileId) => shareFileUrl(fileId, shareKey)),
  };
}
