import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";
import { docStyleBodySchema } from "./schema";

// Request schemas of the doc style calls (the style's own shape is schema.ts).

export const BULK_STYLES_MAX = 100;
export const ADD_STYLES_MAX = 50;

export const styleIdParams = z.object({ id: idSchema });
export const teamStyleParams = z.object({ id: idSchema, styleId: idSchema });

/** doc-style add: every field optional; what is left out comes from the default style, the name is "New style". */
export const newDocStyleSchema = docStyleBodySchema.partial();

export const copyDocStyleSchema = z.object({ teamId: idSchema.optional() });

export const bulkDocStylesSchema = z.object({
  ids: z.array(idSchema).min(1, { message: "validation.required" }).max(BULK_STYLES_MAX),
});

export const addStylesSchema = z.object({
  styleIds: z.array(idSchema).min(1, { message: "validation.required" }).max(ADD_STYLES_MAX),
});

export const setDefaultDocStyleSchema = z.object({ styleId: idSchema.nullable() });

export const setDocumentStyleSchema = z.object({ styleId: idSchema });

export type NewDocStyleInput = z.output<typeof newDocStyleSchema>;
