import type { CurrencyCode } from "@/lib/pricing/types";
import type { CachedData } from "@/lib/documents/view";

// A share's frozen copy of its document (Snapshot.frozen): everything the public view shows, as it
// was when the share was made, so later edits never change what a client already received. Block
// ids are new (one per snapshot): an RSVP post names a frozen block id and so identifies the share.
// `version` lets a later format read older snapshots.

export interface FrozenBlock {
  id: string;
  /** The live block this copy was made from (for the owner's guest list; never sent to visitors). */
  sourceId: string;
  segmentType: string;
  parent: string | null;
  order: number;
  isFixedBlock: boolean;
  positionName: string | null;
  content: unknown;
  metaData: unknown;
  imageList: string[];
  miscFileList: string[];
}

export interface FrozenMedia {
  id: string;
  width: number | null;
  height: number | null;
  /** Alt text a caption gives elsewhere is in the blocks; this is the stored name, never shown as alt. */
  mimeType: string;
}

export interface FrozenSnapshot {
  version: 1;
  document: {
    id: string;
    title: string;
    type: string;
    numberingStyle: string;
    paperSize: string;
    styleData: unknown;
    customCss: string | null;
    header: unknown;
    footer: unknown;
    /** Per pricing-table frozen block id (re-keyed from the live ids). */
    cachedData: CachedData;
  };
  team: {
    id: string;
    name: string;
    logoId: string | null;
    faviconId: string | null;
    instagram: string | null;
    defaultCurrency: CurrencyCode;
    numberFormat: { decimalSeparator: string; groupSeparator: string };
  };
  blocks: FrozenBlock[];
  /** Every media item the blocks, the team's logo and favicon and the landing image show, with sizes. */
  media: FrozenMedia[];
  /** Misc files (attachments) the blocks offer: id, name and size as they were. */
  files: { id: string; name: string; size: number }[];
}

/** The frozen copy as stored (JSON): trusted, it was written by freezeDocument. */
export const readFrozen = (json: unknown) => json as FrozenSnapshot;
