import type { Prisma } from "@/lib/db/generated/client";
import { translatorFor } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import { DEFAULT_DOC_STYLE } from "./defaults";

// Every workspace has a style from its first day (issue 10): "Classic", made its default, written in
// the transaction that creates the workspace, so no workspace is ever seen without one. Its name is
// written in the language of the person creating the workspace ("Klasik" for a Turkish planner).

export async function createClassicStyle(tx: Prisma.TransactionClient, teamId: string, locale: Locale) {
  const style = await tx.docStyle.create({
    data: {
      teamId,
      name: translatorFor(locale)("docStyles.names.classic"),
      fonts: DEFAULT_DOC_STYLE.fonts as Prisma.InputJsonObject,
      colors: DEFAULT_DOC_STYLE.colors as Prisma.InputJsonObject,
      others: DEFAULT_DOC_STYLE.others as Prisma.InputJsonObject,
      uploadedFonts: [],
      customCSS: null,
    },
    select: { id: true },
  });
  await tx.team.update({ where: { id: teamId }, data: { defaultDocStyleId: style.id } });
  return style.id;
}
