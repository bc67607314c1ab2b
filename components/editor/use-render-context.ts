"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { BlockRenderContext } from "@/lib/blocks/definition";
import { numberHeadings } from "@/lib/blocks/numbering";
import { buildBlockTree } from "@/lib/blocks/tree";
import { mediaUrl, miscFileUrl } from "@/lib/documents/view";
import type { EditorBlock } from "./state/types";

/** What the block renderers and editors need, for the open document (numbering follows the tree). */
export function useRenderContext(
  blocks: Record<string, EditorBlock>,
  numberingStyle: string,
  team: BlockRenderContext["team"],
  mode: BlockRenderContext["mode"],
): BlockRenderContext {
  const t = useTranslations("blocks");
  const labels = useMemo(
    () => ({
      unknownType: (type: string) => t("unknownType", { type }),
      imageMissing: t("imageMissing"),
      placeholder: t("placeholderHint"),
      logoMissing: t("logoMissing"),
      imageAlt: t("imageAlt"),
      emptyHint: (type: string) => (t.has(`${type}.empty` as "attachment.empty") ? t(`${type}.empty` as "attachment.empty") : ""),
      text: (key: string, values?: Record<string, string | number>) => t(key as "attachment.empty", values as never),
    }),
    [t],
  );
  // Only the tree's shape matters for numbering: recompute when blocks move, not on every keystroke.
  const shapeKey = Object.values(blocks)
    .map((block) => `${block.id}:${block.parent}:${block.order}:${block.segmentType}`)
    .join("|");
  const numbering = useMemo(
    () => numberHeadings(numberingStyle, buildBlockTree(Object.values(blocks)).roots),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shapeKey stands for the tree's shape
    [shapeKey, numberingStyle],
  );
  return useMemo(
    () => ({ mediaUrl: (id: string) => mediaUrl(id) ?? "", fileUrl: miscFileUrl, team, numbering, mode, labels }),
    [team, numbering, mode, labels],
  );
}
