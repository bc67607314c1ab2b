import { z } from "zod";
import { clampVideoWidth, MAX_VIDEO_URL } from "./video-url";

// The video blocks' schema pieces (zod), apart from ./video-url.ts, which their views use in the
// browser without the schemas.

/**
 * The content schema of a video block: null (or empty text) while no video is chosen, otherwise
 * an address `toStored` accepts, stored in the form it returns. Anything else is refused (400),
 * so an invalid address is never saved.
 */
export const videoUrlContent = (toStored: (raw: string) => string | null, message: string) =>
  z
    .string()
    .max(MAX_VIDEO_URL)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === "") return null;
      const stored = toStored(value);
      if (stored === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return stored;
    });

export const videoWidth = () => z.unknown().optional().transform(clampVideoWidth);
