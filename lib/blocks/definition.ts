import type { ComponentType } from "react";
import type { z } from "zod";
import type { CurrencyCode } from "@/lib/pricing/types";
import type { DealView } from "@/lib/acceptance/types";

// The block system (editor issue §1). Each segment type is one folder under lib/blocks/types/<type>:
//   definition.ts  the zod schemas of its content and metaData with the spec's defaults (§9), used by
//                  the server to validate and clamp every write and by the editor for new blocks;
//   view.tsx       the one read-only renderer: a React component with no hooks and no browser APIs,
//                  so a server component renders it to plain HTML (the share view ships no React for
//                  it) and the editor renders the same component for its preview;
//   editor.tsx     ("use client") the inline editor shown when the block is selected.
// lib/blocks/registry.ts lists definitions and views (server-safe); lib/blocks/editor-registry.ts
// lists the editors (client only, each loaded on demand); lib/blocks/view-registry.ts the views
// alone (the editor draws blocks the server has read through their schemas, without shipping zod).
// Adding a block type: one folder and one line in each registry.

export const BLOCK_GROUPS = ["textAndImages", "events", "branding", "sales", "others"] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

export interface BlockDefinition<Content = unknown, Meta = unknown> {
  /** The stored segmentType. */
  type: string;
  /** Where the block picker lists it. */
  group: BlockGroup;
  /**
   * Parses whatever the client sent into the stored form: out-of-range numbers are clamped, unknown
   * keys dropped, HTML sanitized. A value it cannot make sense of is refused (400), never stored raw.
   */
  content: z.ZodType<Content>;
  metaData: z.ZodType<Meta>;
  /** A new block of this type. */
  defaults: () => { content: Content; metaData: Meta };
  /** Fixed blocks (the cover) sit outside the block flow, one per positionName. */
  fixedPosition?: string;
  /** Hidden from the block picker (fixed blocks are added from their own control). */
  hiddenFromPicker?: boolean;
  /**
   * The workspace media ids a block of this type names inside its parsed `content` or `metaData`
   * (not imageList): writes check them against the workspace, exports carry them, imports and
   * cross-workspace copies remap them. Omitted for types that name no media there. Import also calls
   * it on values that have not been through the schema (keys in place of ids), so it reads fields
   * defensively.
   */
  mediaIds?: (content: Content, metaData: Meta) => string[];
  /**
   * How long the editor waits after the last change before saving the block, when it is not the
   * usual 500 ms (spec §9: the moodboard waits 2000 ms, so dragging colours does not save each step).
   */
  saveDelayMs?: number;
}

/** What a renderer needs besides the block: resolved media URLs and the workspace's brand. */
export interface MediaImageInfo {
  width: number;
  height: number;
  /** "url 320w, url 640w, ..." */
  srcSet: string;
}

export interface BlockRenderContext {
  /** URL of a media id (GET /api/media/download/{id} in the app; absolute or snapshot-bound in the share view). */
  mediaUrl: (mediaId: string) => string;
  /**
   * Optional (the share view sets it): an image's intrinsic size and a srcset of its width variants,
   * so browsers fetch it at the size it is shown and reserve its box. Views use imageAttributes().
   */
  mediaImage?: (mediaId: string) => MediaImageInfo | undefined;
  /** URL of a misc file id (a block's miscFileList): GET /api/misc-file/download/{id} in the app. */
  fileUrl: (fileId: string) => string;
  /** The workspace: its brand (name, logo, instagram handle without "@") and its money defaults. */
  team: {
    name: string;
    logoId: string | null;
    instagram: string | null;
    defaultCurrency: CurrencyCode;
    numberFormat: { decimalSeparator: string; groupSeparator: string };
  };
  /** The heading number when numbering is on ("1.", "a)"...), per block id. */
  numbering: ReadonlyMap<string, string>;
  /** Where the block is shown: the editor preview shows hints (placeholders) a client never sees. */
  mode: "editor" | "view";
  /** The share view: a client reads it and may reply (the RSVP form is enabled only there). */
  interactive?: boolean;
  /** For alt texts and hints in the reader's language. */
  labels: BlockLabels;
  /**
   * The share view of a share that closes a deal: the client's choices in pricing tables, the
   * signatures and the outcome (lib/acceptance/types.ts). Absent elsewhere (editor, previews, PDF
   * exports of the live document).
   */
  deal?: DealView;
}

/** Texts renderers show, translated by the caller (renderers have no hooks, so no useTranslations). */
export interface BlockLabels {
  unknownType: (type: string) => string;
  imageMissing: string;
  placeholder: string;
  logoMissing: string;
  /** Alt text of an image without a caption ("Image"): file names are never used as alt text. */
  imageAlt: string;
  /** The editor preview's hint in a block that has nothing to show yet (blocks.<type>.empty), or "". */
  emptyHint: (type: string) => string;
  /**
   * A block's own fixed text, translated: `text("rsvp-form.form.name")` reads blocks.rsvp-form.form.name
   * (ICU values as next-intl takes them). Views cannot call next-intl's hooks; this keeps them
   * server-rendered, with no client component just to translate.
   */
  text: (key: string, values?: Record<string, string | number>) => string;
}

/** A block as renderers and editors see it: the stored row, content and metaData already parsed. */
export interface BlockData<Content = unknown, Meta = unknown> {
  id: string;
  segmentType: string;
  content: Content;
  metaData: Meta;
  imageList: string[];
  /** The workspace misc files (attachments) the block offers for download. */
  miscFileList: string[];
  positionName: string | null;
}

export interface BlockViewProps<Content = unknown, Meta = unknown> {
  block: BlockData<Content, Meta>;
  context: BlockRenderContext;
}

export type BlockView<Content = unknown, Meta = unknown> = ComponentType<BlockViewProps<Content, Meta>>;

/** One registry entry (server-safe): the definition and its renderer. */
export interface BlockModule<Content = unknown, Meta = unknown> {
  definition: BlockDefinition<Content, Meta>;
  View: BlockView<Content, Meta>;
}

export interface BlockEditorProps<Content = unknown, Meta = unknown> {
  block: BlockData<Content, Meta>;
  context: BlockRenderContext & {
    teamId: string;
    documentId: string;
    /** The open document's title (the price list spreadsheet is named after it). */
    documentTitle: string;
    /** The user's modules (workspace spec §6): the pricing table offers the catalog only with "catalog". */
    modules: readonly string[];
  };
  /** Read-only documents and blocks a team template locks: show, do not edit. */
  readOnly: boolean;
  /**
   * Reports an edit. The editor state updates at once; the save queue writes it after the debounce.
   * Pass only what changed: `{ content }`, `{ metaData }`, `{ imageList }` or `{ miscFileList }`.
   */
  onChange: (patch: { content?: Content; metaData?: Meta; imageList?: string[]; miscFileList?: string[] }) => void;
}

export type BlockEditor<Content = unknown, Meta = unknown> = ComponentType<BlockEditorProps<Content, Meta>>;
