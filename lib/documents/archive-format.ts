import { z } from "zod";
import { EFFECT_TYPES } from "@/lib/pricing/types";
import { MAX_JSON_DEPTH } from "@/lib/http/json-body";
import { CURRENCIES } from "@/lib/teams/schemas";
import { IMPORTED_TITLE_MAX } from "./limits";
import { CUSTOM_CSS_MAX, DOCUMENT_TITLE_MAX, DOCUMENT_TYPES, EVENT_USER_STATE_MAX, pageMarginsSchema, PRIVATE_NOTE_MAX, PROJECT_MAX, SIDEBAR_WIDTH } from "./schemas";

// The product's own export format, version 1 (docs/export-format.md): a ZIP archive with the
// extension `.eventdocs`. Everything here describes and validates its JSON files; the container is
// read by archive-format-zip.ts. Ids of the exporting installation never appear: documents, blocks,
// media and files are named by export-local keys ("d1", "s1", "m1", "f1").

export const FORMAT_NAME = "eventdocs-document";
export const FORMAT_VERSION = 1;
export const FILE_EXTENSION = ".eventdocs";
export const ACCEPTED_EXTENSIONS = [FILE_EXTENSION, ".zip"] as const;
export const ARCHIVE_MIME_TYPE = "application/zip";

export const MAX_DOCUMENTS = 500;
export const MAX_SEGMENTS_PER_DOCUMENT = 2_000;
export const MAX_MEDIA = 1_000;
export const MAX_FILES = 1_000;
/**
 * JSON entries (manifest.json, media.json, files.json, documents/<n>/document.json) are parsed whole
 * in memory, so they have their own, much lower caps than media: each at most 5 MB, all together at
 * most 20 MB (both checked on the central directory's declared sizes before anything is inflated),
 * and at most 200,000 values (objects, arrays and scalars) in one entry.
 */
export const JSON_LIMITS = {
  maxEntryBytes: 5 * 1024 * 1024,
  maxEntryLabel: "5 MB",
  maxTotalBytes: 20 * 1024 * 1024,
  maxTotalLabel: "20 MB",
  maxNodes: 200_000,
} as const;

export const MANIFEST_PATH = "manifest.json";
export const MEDIA_INDEX_PATH = "media.json";
export const FILES_INDEX_PATH = "files.json";
export const documentPath = (n: number) => `documents/${n}/document.json`;

/** Entries of the archive that are read as JSON (or could be named by the manifest as a document). */
export const isJsonEntryName = (name: string) =>
  name === MANIFEST_PATH || name === MEDIA_INDEX_PATH || name === FILES_INDEX_PATH || /^documents\/[^/]+\/document\.json$/.test(name);

/** Image extensions by stored MIME type; the importer decides the type from the bytes, never from these. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/bmp": "bmp",
  "image/heif": "heic",
};

export const TEMPLATE_TYPES = ["DOCUMENT", "TEMPLATE", "CONTENT_TEMPLATE", "TEAM_TEMPLATE", "DOCUMENT_FROM_TEAM_TEMPLATE"] as const;
export const MEDIA_KINDS = ["IMAGE", "FLOOR_PLAN", "LANDING"] as const;

const key = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const json = z.json();
const dateTime = z.iso.datetime({ offset: true });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A pricing-table block's cached total (the same rule as POST /api/document/{id}/set-cached-data). */
export const cachedValueSchema = z.object({
  total: z.number().min(0).refine(Number.isFinite),
  currency: z.enum(CURRENCIES),
  effectType: z.enum(EFFECT_TYPES).optional(),
  decimals: z.number().int().min(0).max(4).nullish(),
});
export type CachedValue = z.output<typeof cachedValueSchema>;

// ---- manifest.json ----

/** Read first, alone: an archive of another format or version gets its own clear message. */
export const manifestHeadSchema = z.object({ format: z.unknown(), version: z.unknown() });

export const manifestSchema = z.object({
  format: z.literal(FORMAT_NAME),
  version: z.literal(FORMAT_VERSION),
  exportedAt: dateTime,
  documents: z
    .array(z.object({ path: z.string().regex(/^documents\/[1-9][0-9]{0,3}\/document\.json$/) }))
    .min(1)
    .max(MAX_DOCUMENTS)
    .refine((docs) => new Set(docs.map((d) => d.path)).size === docs.length, "duplicate paths"),
});
export type Manifest = z.output<typeof manifestSchema>;

// ---- media.json and files.json ----

export const mediaIndexSchema = z.object({
  media: z
    .array(
      z.object({
        key,
        file: z.string().regex(/^media\/[a-z][a-z0-9-]{0,39}\.(jpg|png|gif|webp|bmp|heic)$/),
        name: z.string().max(200),
        sourceFileName: z.string().max(200).optional(),
        mimeType: z.string().max(100),
        width: z.number().int().min(1).max(100_000),
        height: z.number().int().min(1).max(100_000),
        kind: z.enum(MEDIA_KINDS).default("IMAGE"),
        checksum: sha256,
      }),
    )
    .max(MAX_MEDIA),
});
export type MediaIndex = z.output<typeof mediaIndexSchema>;
export type MediaIndexEntry = MediaIndex["media"][number];

export const filesIndexSchema = z.object({
  files: z
    .array(
      z.object({
        key,
        file: z.string().regex(/^files\/[a-z][a-z0-9-]{0,39}$/),
        sourceFileName: z.string().min(1).max(200),
        mimeType: z.string().min(1).max(100),
        checksum: sha256,
      }),
    )
    .max(MAX_FILES),
});
export type FilesIndex = z.output<typeof filesIndexSchema>;
export type FilesIndexEntry = FilesIndex["files"][number];

// ---- documents/<n>/document.json ----

export const segmentFileSchema = z.object({
  key,
  /** The parent block's key, null at the top level. */
  parent: key.nullable(),
  segmentType: z.string().min(1).max(100),
  parentIndex: z.number().int().min(0).max(10_000),
  order: z.number().int().min(-1_000_000).max(1_000_000),
  content: json.nullable(),
  metaData: json,
  /** Keys of media.json entries. */
  imageList: z.array(key).max(500),
  /** Keys of files.json entries. */
  miscFileList: z.array(key).max(500),
  positionName: z.string().max(100).nullable(),
  isFixedBlock: z.boolean(),
  teamTemplateUserCanEdit: z.boolean(),
  autoSelectOnHover: z.boolean(),
  rowCurrencies: json.nullable(),
});
export type SegmentFile = z.output<typeof segmentFileSchema>;

export const documentFileSchema = z
  .object({
    key,
    title: z.string().trim().min(1).max(IMPORTED_TITLE_MAX).transform((title) => title.slice(0, DOCUMENT_TITLE_MAX).trim()),
    type: z.enum(DOCUMENT_TYPES),
    templateType: z.enum(TEMPLATE_TYPES),
    teamTemplate: z.object({
      published: z.boolean(),
      allowAddNewBlocks: z.boolean(),
      allowDeleteBlocks: z.boolean(),
      /** The key of the team template a DOCUMENT_FROM_TEAM_TEMPLATE came from, when it is in the same file. */
      original: key.nullable(),
    }),
    archived: z.boolean(),
    event: z.object({
      startDate: dateTime.nullable(),
      endDate: dateTime.nullable(),
      hasStartDate: z.boolean(),
      userState: z.string().max(EVENT_USER_STATE_MAX).nullable(),
    }),
    project: z.string().max(PROJECT_MAX).nullable(),
    paperSize: z.enum(["A4", "US_LEGAL"]),
    pageMargins: pageMarginsSchema.nullable(),
    numberingStyle: z.string().max(40),
    sidebarVisible: z.boolean(),
    sidebarWidth: z.number().int().min(SIDEBAR_WIDTH.min).max(SIDEBAR_WIDTH.max).nullable(),
    privateNote: z.string().max(PRIVATE_NOTE_MAX).nullable(),
    customCss: z.string().max(CUSTOM_CSS_MAX).nullable(),
    header: json.nullable(),
    footer: json.nullable(),
    styleData: json.nullable(),
    /** Per pricing-table block key: { total, currency }. */
    cachedData: z.record(key, cachedValueSchema),
    /** Sharing asks the client to accept and sign (files written before it existed: off). */
    requireAcceptance: z.boolean().default(false),
    /** A media.json key. */
    thumbnail: key.nullable(),
    segments: z.array(segmentFileSchema).max(MAX_SEGMENTS_PER_DOCUMENT),
  })
  .superRefine((doc, ctx) => {
    const { startDate, endDate } = doc.event;
    if (startDate && endDate && new Date(endDate) < new Date(startDate)) ctx.addIssue({ code: "custom", path: ["event", "endDate"], message: "end before start" });
    const keys = new Set<string>();
    doc.segments.forEach((segment, index) => {
      if (keys.has(segment.key)) ctx.addIssue({ code: "custom", path: ["segments", index, "key"], message: "duplicate key" });
      keys.add(segment.key);
    });
    doc.segments.forEach((segment, index) => {
      if (segment.parent !== null && !keys.has(segment.parent)) ctx.addIssue({ code: "custom", path: ["segments", index, "parent"], message: "unknown parent" });
    });
    if (!treeIsAcyclic(doc.segments)) ctx.addIssue({ code: "custom", path: ["segments"], message: "parent cycle" });
    for (const cached of Object.keys(doc.cachedData)) {
      if (!keys.has(cached)) ctx.addIssue({ code: "custom", path: ["cachedData", cached], message: "unknown block" });
    }
  });
export type DocumentFile = z.output<typeof documentFileSchema>;

/** Every block reachable from the top level: a parent cycle leaves some unreachable. */
function treeIsAcyclic(segments: { key: string; parent: string | null }[]): boolean {
  const children = new Map<string | null, string[]>();
  for (const segment of segments) children.set(segment.parent, [...(children.get(segment.parent) ?? []), segment.key]);
  let reached = 0;
  const queue = [...(children.get(null) ?? [])];
  const seen = new Set<string>();
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    reached++;
    queue.push(...(children.get(next) ?? []));
  }
  return reached === segments.length;
}

/** Blocks ordered so that every parent comes before its children (for inserts under the parentId foreign key). */
export function parentsBeforeChildren<T extends { key: string; parent: string | null }>(segments: T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const segment of segments) children.set(segment.parent, [...(children.get(segment.parent) ?? []), segment]);
  const ordered: T[] = [];
  let level = children.get(null) ?? [];
  while (level.length) {
    ordered.push(...level);
    level = level.flatMap((segment) => children.get(segment.key) ?? []);
  }
  return ordered;
}

/**
 * Walks a parsed JSON value once, without recursion, and stops at the first limit passed: nesting
 * deeper than `maxDepth` levels ("too-deep") or more than `maxNodes` values, every object, array
 * and scalar counted ("too-many-nodes"). Answers null when the value is within both.
 */
export function jsonShapeProblem(value: unknown, limits: { maxDepth?: number; maxNodes?: number } = {}): "too-deep" | "too-many-nodes" | null {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  const maxNodes = limits.maxNodes ?? JSON_LIMITS.maxNodes;
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 1;
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= maxDepth) return "too-deep";
    for (const key in current) {
      if (++nodes > maxNodes) return "too-many-nodes";
      const child = (current as Record<string, unknown>)[key];
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return null;
}
