import { z } from "zod";

/** An Instagram user name as people type it: up to 30 letters, digits, dots and underscores, optionally after "@". */
export const INSTAGRAM_HANDLE = /^@?[A-Za-z0-9._]{0,30}$/;

/** The handle as typed (trimmed), validated; "" is allowed. */
export const instagramHandleSchema = z.string().trim().regex(INSTAGRAM_HANDLE, { message: "validation.invalid" });

/** The handle as stored: without the "@", and null when empty. */
export const instagramSchema = instagramHandleSchema.transform((value) => value.replace(/^@/, "") || null);
