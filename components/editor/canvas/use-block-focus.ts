"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { announceOnCanvas } from "./block-announcer";
import { focusBlockWhenReady } from "./block-focus";
import type { BlockMove } from "./canvas-context";

/** What just happened to the block, read out by screen readers (editor.announce.*). */
export type BlockAnnouncement = "added" | "duplicated" | BlockMove;

/**
 * After a block is added, duplicated or moved: focus goes into it (its first field, or its frame)
 * and the canvas's live region says what happened. The returned function is stable, so the canvas's
 * shared callbacks that call it stay stable too.
 */
export function useBlockFocus(rootRef: RefObject<HTMLElement | null>) {
  const t = useTranslations("editor.announce");
  const { name } = useBlockNames();
  const words = useRef({ t, name });
  useEffect(() => {
    words.current = { t, name };
  });
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  return useCallback(
    (id: string, announcement: BlockAnnouncement, into: "field" | "frame" = "field") => {
      const root = rootRef.current;
      if (!root) return;
      cancel.current?.();
      cancel.current = focusBlockWhenReady(root, id, {
        into,
        onFound: (frame) => {
          const { t: say, name: typeName } = words.current;
          announceOnCanvas(root, say(announcement, { type: typeName(frame.dataset.blockType ?? "") }));
        },
      });
    },
    [rootRef],
  );
}
