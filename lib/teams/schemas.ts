import { z } from "zod";
import { CURRENCIES } from "@/lib/pricing/currency-codes";
import { SECTORS, surveySchema } from "@/lib/accounts/schemas";
import { idSchema } from "@/lib/validation/ids";
import { instagramSchema } from "@/lib/validation/instagram";
import { SEPARATORS } from "./number-format";
import { TEAM_NAME_MAX } from "./names";

// Shared by the workspace route handlers and forms. Messages are keys under `validation`; the name's
// emptiness and availability are answered by lib/teams/workspaces.ts with the spec's own messages.

export { CURRENCIES };
export type Currency = (typeof CURRENCIES)[number];

/** Emptiness is answered by the use case, so the spec's exact message ("Workspace name can not be empty.") is the error. */
export const teamNameInput = z.string().trim().max(TEAM_NAME_MAX);
const currencySchema = z.enum(CURRENCIES, { message: "validation.invalid" });
const sectorSchema = z.enum(SECTORS, { message: "validation.invalid" });
const separatorSchema = z.enum(SEPARATORS, { message: "validation.invalid" });

export const teamIdParams = z.object({ id: idSchema });
export const teamNameParams = z.object({ name: teamNameInput });

export const createTeamSchema = z.object({
  name: teamNameInput,
  primarySector: sectorSchema.optional(),
  defaultCurrency: currencySchema.optional(),
});

export const updateTeamSchema = z.object({
  name: teamNameInput.optional(),
  defaultCurrency: currencySchema.optional(),
  numberFormat: z.object({ decimalSeparator: separatorSchema.optional(), groupSeparator: separatorSchema.optional() }).optional(),
  primarySector: sectorSchema.nullable().optional(),
  instagram: instagramSchema.nullable().optional(),
  imageList: z.array(idSchema).max(500).optional(),
  canShareByEmail: z.boolean().optional(),
});

/** The registration survey's fields; fields left out keep their answer. */
export const teamSurveySchema = surveySchema.extend({
  otherSectors: z.array(sectorSchema).max(SECTORS.length).optional(),
});

export type CreateTeamInput = z.output<typeof createTeamSchema>;
export type UpdateTeamInput = z.output<typeof updateTeamSchema>;
export type TeamSurveyInput = z.output<typeof teamSurveySchema>;
