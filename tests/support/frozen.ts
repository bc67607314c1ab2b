import type { FrozenBlock } from "@/lib/sharing/frozen";

/** A block of a share's frozen copy: top level, order 0 and empty unless `extra` says otherwise; a cover in its fixed place. */
export function frozenBlock(segmentType: string, content: unknown, extra: Partial<FrozenBlock> = {}): FrozenBlock {
  const order = extra.order ?? 0;
  const isCover = segmentType === "cover";
  return {
    id: `${segmentType}-${order}`,
    sourceId: `src-${segmentType}-${order}`,
    segmentType,
    parent: null,
    order,
    isFixedBlock: isCover,
    positionName: isCover ? "cover" : null,
    content,
    metaData: {},
    imageList: [],
    miscFileList: [],
    ...extra,
  };
}
