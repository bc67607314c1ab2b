import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { languageSchema, onboardingParamsSchema } from "./schemas";

// The logged-in shell (issue 3): language, onboarding
const tag = "Shell";

export const shellContracts = {
  language: defineContract({
    method: "POST",
    path: "/api/account/language",
    tag,
    auth: "user",
    scope: "self",
    summary: "Change the interface language: saves it on the account and sets the locale cookie",
    body: languageSchema,
    example: { language: "tr" },
    response: successSchema.extend({ language: z.string() }),
  }),
  onboarding: defineContract({
    method: "POST",
    path: "/api/onbo/{a}/set/{b}/{c}",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Store onboarding progress: onboarding[a][b] = c. Segments are 1-40 letters, digits, dashes or underscores; c may also be a number. 'true', 'false' and numbers are stored as such. Answers the whole onboarding object.",
    params: onboardingParamsSchema,
    response: successSchema.extend({ onboarding: z.record(z.string(), z.unknown()) }),
    responseDescription: 'The whole onboarding object, e.g. { "success": true, "onboarding": { "editor": { "tour": 3, "done": true } } }',
  }),
};
