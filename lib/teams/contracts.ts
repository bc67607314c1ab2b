import { z } from "zod";
import { docStyleViewSchema } from "@/lib/doc-styles/view";
import { defineContract, successSchema } from "@/lib/http/contract";
import type { BrandImage } from "./branding";
import { imageOrMediaBody } from "./library-image-schemas";
import { createTeamSchema, teamIdParams, teamNameParams, teamSurveySchema, updateTeamSchema } from "./schemas";

// Workspaces (issue 3): create, read, update, delete, find by name, logo, favicon, signup survey.
// Every route with {id} answers 404 to callers who are not members of that workspace.

const tag = "Workspaces";
const team = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  defaultCurrency: z.string(),
  numberFormat: z.object({ decimalSeparator: z.string(), groupSeparator: z.string() }),
  imageList: z.array(z.string()),
  socialMedia: z.object({ instagram: z.string().nullable() }),
  signupSurvey: z.object({ primarySector: z.string().nullable(), otherSectors: z.array(z.string()), teamSize: z.string().nullable() }),
  customSubdomain: z.string().nullable(),
  canShareByEmail: z.boolean(),
  docStyles: z.array(docStyleViewSchema).describe("The workspace's doc styles, oldest first"),
  defaultDocStyle: docStyleViewSchema.nullable(),
  isTeamAdmin: z.boolean(),
});

const brandImage = (kind: BrandImage) => {
  const path = `/api/team/{id}/${kind}`;
  const rules = kind === "logo" ? "stored at most 1000 px wide, aspect kept, as PNG or WebP" : "a square PNG, stored as is up to 256 px ('Image must be a square for favicon')";
  return {
    upload: defineContract({
      method: "POST",
      path,
      tag,
      auth: "user",
      summary: `Set the workspace ${kind} (admins; multipart field \`file\`, or JSON \`{ mediaId }\` of an image in this workspace's library, 404 otherwise): ${rules}`,
      params: teamIdParams,
      body: imageOrMediaBody,
      bodyType: "multipart",
      example: { file: `(binary ${kind}.png)` },
      response: team,
    }),
    remove: defineContract({ method: "DELETE", path, tag, auth: "user", summary: `Unset the workspace ${kind} (admins)`, params: teamIdParams, response: team }),
    read: defineContract({
      method: "GET",
      path,
      tag,
      auth: "user",
      summary: `The workspace ${kind} image bytes (members)`,
      params: teamIdParams,
      responseDescription: "The image (image/png or image/webp)",
    }),
  };
};
const logo = brandImage("logo");
const favicon = brandImage("favicon");
/** The three routes of each brand image, for lib/teams/brand-image-routes.ts. */
export const brandImageContracts: Record<BrandImage, typeof logo> = { logo, favicon };

export const teamContracts = {
  create: defineContract({
    method: "POST",
    path: "/api/team",
    tag,
    auth: "user",
    scope: "self",
    summary: "Create a workspace with the caller as its admin (402 PLAN_LIMIT without a plan; 409 for a taken name)",
    body: createTeamSchema,
    example: { name: "Villa Aurelia Events", primarySector: "Venue", defaultCurrency: "EUR" },
    response: team,
    responseDescription: "201 Created: the new workspace",
  }),
  findByName: defineContract({
    method: "GET",
    path: "/api/team/find-by-name/{name}",
    tag,
    auth: "user",
    scope: "self",
    summary: "Is this workspace name free? Answers the trimmed name only",
    params: teamNameParams,
    response: z.object({ name: z.string(), available: z.boolean() }),
  }),
  read: defineContract({ method: "GET", path: "/api/team/{id}", tag, auth: "user", summary: "The workspace (members)", params: teamIdParams, response: team }),
  update: defineContract({
    method: "POST",
    path: "/api/team/{id}",
    tag,
    auth: "user",
    summary: "Change workspace settings (admins); fields left out keep their value. Equal separators switch the decimal one",
    params: teamIdParams,
    body: updateTeamSchema,
    example: {
      name: "Villa Aurelia Events",
      defaultCurrency: "EUR",
      numberFormat: { decimalSeparator: ",", groupSeparator: "." },
      primarySector: "Venue",
      instagram: "villa.aurelia",
      canShareByEmail: true,
    },
    response: team,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/team/{id}",
    tag,
    auth: "user",
    summary: "Delete the workspace with its documents, members, media and files (admins)",
    params: teamIdParams,
    response: successSchema,
  }),
  signupSurvey: defineContract({
    method: "POST",
    path: "/api/team/{id}/signup-survey",
    tag,
    auth: "user",
    summary: "Record the signup survey's answers for the workspace (admins)",
    params: teamIdParams,
    body: teamSurveySchema,
    example: { primarySector: "Weddings", otherSectors: ["Flowers", "Cakes"], teamSize: "2-3" },
    response: team,
  }),
  uploadLogo: logo.upload,
  removeLogo: logo.remove,
  readLogo: logo.read,
  uploadFavicon: favicon.upload,
  removeFavicon: favicon.remove,
  readFavicon: favicon.read,
};
