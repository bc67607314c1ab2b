import type { Prisma } from "@/lib/db/generated/client";
import { requireSafeCss } from "@/lib/documents/custom-css";
import { AppError } from "@/lib/http/errors";
import { requireTeamFontFiles } from "./font-files";
import type { DocStyleData } from "./schema";

// The one gate every style write passes (add, update, import, copy, add-styles): the custom CSS is
// held to the rule of a document's custom CSS, and uploaded fonts must be files of the workspace.

/** requireSafeCss, with the 400 naming the style's own field (customCSS). */
export function requireSafeStyleCss(css: string | null): string | null {
  try {
    return requireSafeCss(css);
  } catch (error) {
    if (error instanceof AppError && error.messageKey === "customCssUnsafe") {
      throw new AppError("INVALID_INPUT", "customCssUnsafe", error.params, [{ path: "customCSS", message: "validation.invalid" }]);
    }
    throw error;
  }
}

/** The columns to write for `style` in workspace `teamId` (null: a global style), or a 400 naming the field at fault. */
export async function storableStyle(teamId: string | null, style: DocStyleData) {
  const customCSS = requireSafeStyleCss(style.customCSS);
  await requireTeamFontFiles(teamId, style);
  return {
    name: style.name,
    fonts: style.fonts as Prisma.InputJsonObject,
    colors: style.colors as Prisma.InputJsonObject,
    others: style.others as Prisma.InputJsonObject,
    uploadedFonts: style.uploadedFonts as Prisma.InputJsonArray,
    customCSS,
  };
}
