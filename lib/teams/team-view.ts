import type { Prisma } from "@/lib/db/generated/client";
import { docStyleColumns, docStyleView } from "@/lib/doc-styles/view";

/** The columns the spec's team shape is built from. */
export const teamViewSelect = {
  id: true,
  name: true,
  logoId: true,
  faviconId: true,
  defaultCurrency: true,
  decimalSeparator: true,
  groupSeparator: true,
  imageList: true,
  instagram: true,
  primarySector: true,
  signupSurvey: true,
  customSubdomain: true,
  canShareByEmail: true,
  defaultDocStyleId: true,
  // One more query for all of them (Prisma loads a relation per query, never per row).
  docStyles: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: docStyleColumns },
} as const satisfies Prisma.TeamSelect;

export type TeamRow = Prisma.TeamGetPayload<{ select: typeof teamViewSelect }>;

function surveyOf(json: Prisma.JsonValue | null) {
  const survey = json && typeof json === "object" && !Array.isArray(json) ? json : {};
  const otherSectors = Array.isArray(survey.otherSectors) ? survey.otherSectors.filter((s): s is string => typeof s === "string") : [];
  return { otherSectors, teamSize: typeof survey.teamSize === "string" ? survey.teamSize : null };
}

/**
 * The workspace in the specs' shape (`_id` mirrors `id`). Logo and favicon are URLs of our own API
 * carrying the media id, so a new image gets a new URL and browsers do not show a cached old one.
 * Doc styles are the workspace's own, oldest first; `defaultDocStyle` is the default's view (or null).
 */
export function teamView(team: TeamRow, isTeamAdmin: boolean) {
  const docStyles = team.docStyles.map((style) => docStyleView(style, team.defaultDocStyleId));
  return {
    _id: team.id,
    id: team.id,
    name: team.name,
    logo: team.logoId ? `/api/team/${team.id}/logo?v=${team.logoId}` : null,
    favicon: team.faviconId ? `/api/team/${team.id}/favicon?v=${team.faviconId}` : null,
    defaultCurrency: team.defaultCurrency,
    numberFormat: { decimalSeparator: team.decimalSeparator, groupSeparator: team.groupSeparator },
    imageList: team.imageList,
    socialMedia: { instagram: team.instagram },
    signupSurvey: { primarySector: team.primarySector, ...surveyOf(team.signupSurvey) },
    customSubdomain: team.customSubdomain,
    canShareByEmail: team.canShareByEmail,
    docStyles,
    defaultDocStyle: docStyles.find((style) => style.isDefault) ?? null,
    isTeamAdmin,
  };
}

export type TeamView = ReturnType<typeof teamView>;
