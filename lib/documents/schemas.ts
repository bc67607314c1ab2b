import { z } from "zod";
import { EFFECT_TYPES } from "@/lib/pricing/types";
import { CURRENCIES } from "@/lib/teams/schemas";
import { idSchema } from "@/lib/validation/ids";
import { CUSTOM_CSS_MAX, DOCUMENT_TITLE_MAX, PROJECT_MAX } from "./limits";
import { PAPER_SIZES } from "./view";

// Shared by the document lifecycle route handlers and forms (documents issue §2, §3). Messages are
// keys under `validation`; rules that need the spec's own words or the stored document (empty title,
// end before start, margins together, unsafe CSS) are answered by the use cases with `errors` keys.

export { CUSTOM_CSS_MAX, DOCUMENT_TITLE_MAX, PROJECT_MAX } from "./limits";
export const DOCUMENT_TYPES = ["proposal", "invitation", "invoice", "presentation", "plain"] as const;
export const EVENT_USER_STATE_MAX = 40;
export const PRIVATE_NOTE_MAX = 10_000;
export const SIDEBAR_WIDTH = { min: 120, max: 800 } as const;
export const PAGE_MARGIN_MAX = 300;
/** The page is 940 px wide and keeps at least 200 px for content: left + right < 740. */
export const PAGE_WIDTH = 940;
export const PAGE_CONTENT_MIN = 200;

const invalid = { message: "validation.invalid" };

export const documentIdParams = z.object({ id: idSchema });
export const teamIdParams = z.object({ id: idSchema });

/** Emptiness is answered by the use case, so the error is the spec's own text. */
export const titleInput = z.string().trim().max(DOCUMENT_TITLE_MAX);

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, invalid);

export const createDocumentSchema = z.object({
  title: titleInput.optional(),
  type: documentTypeSchema.default("proposal"),
  project: z.string().trim().max(PROJECT_MAX).nullable().optional(),
  /** Start from a design template instead of a blank page (its design document is copied). */
  fromDesignTemplateId: idSchema.optional(),
});

export const renameSchema = z.object({ title: titleInput });

export const transferSchema = z.object({ userId: idSchema });

export const changeWorkspaceSchema = z.object({ teamId: idSchema });

export const archiveSchema = z.object({ archived: z.boolean().default(true) });

/** A calendar date ("2026-06-01") or a date-time with an offset ("2026-06-01T18:00:00Z"). */
export const isoDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], invalid)
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), invalid);

export const setEventSchema = z.object({
  startDate: isoDateSchema.nullable().optional(),
  endDate: isoDateSchema.nullable().optional(),
  hasStartDate: z.boolean().optional(),
  userState: z.string().trim().max(EVENT_USER_STATE_MAX).nullable().optional(),
});

export const privateNoteSchema = z.object({ note: z.string().max(PRIVATE_NOTE_MAX).nullable() });

export const sidebarVisibilitySchema = z.object({ visible: z.boolean() });

export const sidebarWidthSchema = z.object({ width: z.number().int(invalid).min(SIDEBAR_WIDTH.min, invalid).max(SIDEBAR_WIDTH.max, invalid) });

export const paperSizeSchema = z.object({ paperSize: z.enum(PAPER_SIZES, invalid) });

const margin = z.number(invalid).min(0, invalid).max(PAGE_MARGIN_MAX, invalid);
export const pageMarginsSchema = z.object({ top: margin, right: margin, bottom: margin, left: margin });
export type PageMargins = z.output<typeof pageMarginsSchema>;

export const customCssSchema = z.object({ customCss: z.string().max(CUSTOM_CSS_MAX).nullable() });

export const thumbnailSchema = z.object({ mediaId: idSchema.nullable() });

export const cachedDataSchema = z.object({
  segmentId: idSchema,
  total: z.number(invalid).min(0, invalid).refine(Number.isFinite, invalid),
  currency: z.enum(CURRENCIES, invalid),
  /** What the total means for the document (lib/pricing/types.ts EFFECT_TYPES); TOTAL when not sent. */
  effectType: z.enum(EFFECT_TYPES, invalid).default("TOTAL"),
  /** The table's money decimals, so lists print the total as the table does; the currency's usual ones when not sent. */
  decimals: z.number(invalid).int(invalid).min(0, invalid).max(4, invalid).optional(),
});

export type CreateDocumentInput = z.output<typeof createDocumentSchema>;
export type SetEventInput = z.output<typeof setEventSchema>;
