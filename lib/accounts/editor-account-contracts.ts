import { z } from "zod";
import { defineContract } from "@/lib/http/contract";

// Account calls the editor makes (accounts spec §7): whether the plan still allows editing, and
// noting that the sign-up promo video was shown. Both act on the caller's own account only.

const tag = "Accounts";

export const editorAccountContracts = {
  doesPlanAllowEdit: defineContract({
    method: "GET",
    path: "/api/account/does-plan-allow-edit",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Whether the caller's plan allows editing: true with no plan on record, a trial or paid plan not yet expired, or a payment pending; false once it has expired or the account is disabled (block writes then answer 402)",
    response: z.object({ doesPlanAllowEditing: z.boolean() }),
  }),
  signupPromoShown: defineContract({
    method: "POST",
    path: "/api/account/signup-promo-shown",
    tag,
    auth: "user",
    scope: "self",
    summary: "Note that the sign-up promo video was shown to the caller (signupPromoVideoShown = true), so it is not shown again",
    response: z.object({ success: z.boolean() }),
  }),
};
