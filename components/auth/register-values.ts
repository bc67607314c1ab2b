// The registration wizard's values, steps and client-side checks. Pure: no React, so it is easy to test.
import { splitFullName } from "@/lib/accounts/full-name";
import { checkPhone } from "@/lib/accounts/phone";
import { emailSchema, usernameSchema, type SECTORS, type TEAM_SIZES } from "@/lib/accounts/schemas";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

export type Sector = (typeof SECTORS)[number];
export type TeamSize = (typeof TEAM_SIZES)[number];

/** Registration steps in the spec's order: e-mail stage, phone stage (Turkish browsers only), final stage, survey. */
export type Stage = "account" | "phone" | "profile" | "survey";

export interface RegisterValues {
  email: string;
  username: string;
  password: string;
  mobilePhone: string;
  fullName: string;
  language: Locale;
  primarySector: Sector | "";
  otherSectors: Sector[];
  teamSize: TeamSize | "";
}

export type RegisterField = keyof RegisterValues;

/** Message keys from the root of the message files (only `validation.*` here), with their values. */
export type MessageRef = { key: `validation.${keyof Messages["validation"]}`; values?: Record<string, number> };
export type StageProblems = Partial<Record<RegisterField, MessageRef>>;

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

export function stagesFor(askPhone: boolean): Stage[] {
  return askPhone ? ["account", "phone", "profile", "survey"] : ["account", "profile", "survey"];
}

/** The server requires a phone for Turkish accounts: asked in its own step, or under the language when Turkish is picked late. */
export function needsPhone(values: Pick<RegisterValues, "language">, askPhone: boolean): boolean {
  return askPhone || values.language === "tr";
}

export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

export function isUsernameWellFormed(value: string): boolean {
  return usernameSchema.safeParse(value).success;
}

/** API field paths (register body) to the wizard's inputs. */
export const API_PATH_TO_FIELD: Partial<Record<string, RegisterField>> = {
  email: "email",
  username: "username",
  password: "password",
  mobilePhone: "mobilePhone",
  firstname: "fullName",
  lastname: "fullName",
  language: "language",
  primarySector: "primarySector",
  otherSectors: "otherSectors",
  teamSize: "teamSize",
};

/** The step that holds an input, so a server error can send the user back to it. */
export function stageOf(field: RegisterField, askPhone: boolean): Stage {
  switch (field) {
    case "email":
    case "username":
    case "password":
      return "account";
    case "mobilePhone":
      return askPhone ? "phone" : "profile";
    case "fullName":
    case "language":
      return "profile";
    default:
      return "survey";
  }
}

function phoneProblem(value: string): MessageRef | undefined {
  if (!value.trim()) return { key: "validation.required" };
  const problem = checkPhone(value);
  return problem ? { key: `validation.${problem}` } : undefined;
}

/** What is wrong in one step before moving on; the username's availability is checked separately. */
export function validateStage(stage: Stage, values: RegisterValues, askPhone: boolean): StageProblems {
  const problems: StageProblems = {};
  if (stage === "account") {
    if (!values.email.trim()) problems.email = { key: "validation.required" };
    else if (!emailSchema.safeParse(values.email).success) problems.email = { key: "validation.email" };
    if (!values.username.trim()) problems.username = { key: "validation.required" };
    else if (!isUsernameWellFormed(values.username)) problems.username = { key: "validation.username" };
    if (!values.password) problems.password = { key: "validation.required" };
    else if (values.password.length < PASSWORD_MIN) problems.password = { key: "validation.password" };
    else if (values.password.length > PASSWORD_MAX) problems.password = { key: "validation.tooLong", values: { max: PASSWORD_MAX } };
  }
  if (stage === "phone") problems.mobilePhone = phoneProblem(values.mobilePhone);
  if (stage === "profile") {
    if (!values.fullName.trim()) problems.fullName = { key: "validation.required" };
    else if (!splitFullName(values.fullName)) problems.fullName = { key: "validation.fullName" };
    if (!askPhone && values.language === "tr") problems.mobilePhone = phoneProblem(values.mobilePhone);
  }
  return problems;
}

/** The /api/register body. Call after every step validated. */
export function registerBody(values: RegisterValues, options: { askPhone: boolean; invitationKey?: string; refCode?: string; designTemplateId?: string }) {
  const name = splitFullName(values.fullName) ?? { firstname: values.fullName.trim(), lastname: "" };
  return {
    username: normalizeUsername(values.username),
    email: values.email.trim(),
    password: values.password,
    firstname: name.firstname,
    lastname: name.lastname,
    language: values.language,
    ...(needsPhone(values, options.askPhone) ? { mobilePhone: values.mobilePhone.trim() } : {}),
    ...(options.invitationKey ? { invitationKey: options.invitationKey } : {}),
    ...(options.refCode ? { refCode: options.refCode } : {}),
    ...(options.designTemplateId ? { designTemplateId: options.designTemplateId } : {}),
    ...(values.primarySector ? { primarySector: values.primarySector } : {}),
    otherSectors: values.otherSectors,
    ...(values.teamSize ? { teamSize: values.teamSize } : {}),
  };
}
