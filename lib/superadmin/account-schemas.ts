import { z } from "zod";
import { MODULES } from "@/lib/auth/policy";
import { BILLING_INTERVALS, PLAN_PRODUCTS } from "@/lib/plans/catalog";
import { idSchema } from "@/lib/validation/ids";
import { pageQuery, SUPERADMIN_PAGE_SIZES } from "./paging";

// Input of the operator console's account calls (issue 12).

export const accountIdParams = z.object({ id: idSchema });
export const accountListQuery = pageQuery(SUPERADMIN_PAGE_SIZES.accounts);

/** An ISO date-time ("2025-06-30T23:59:59Z", with any offset) or a day ("2025-06-30", midnight UTC). */
const isoDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { message: "validation.invalid" })
  .transform((value) => new Date(value));

const setPlan = z
  .object({
    action: z.literal("set-plan"),
    state: z.enum(["TRIAL", "PAID", "PAYMENT_PENDING"], { message: "validation.invalid" }),
    product: z.enum(PLAN_PRODUCTS, { message: "validation.invalid" }).optional(),
    interval: z.enum(BILLING_INTERVALS, { message: "validation.invalid" }).optional(),
    expiresAt: isoDate.nullable(),
  })
  // A paid plan is of a product; a trial has none (it has Medium's limits on its own quota).
  .superRefine((value, ctx) => {
    if (value.state === "TRIAL") {
      for (const field of ["product", "interval"] as const) {
        if (value[field] !== undefined) ctx.addIssue({ code: "custom", path: [field], message: "errors.superAdminTrialHasNoProduct" });
      }
    } else if (value.product === undefined) {
      ctx.addIssue({ code: "custom", path: ["product"], message: "validation.required" });
    }
  });

export const accountActionBody = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("set-payment-method"), paymentMethod: z.enum(["STRIPE", "DIRECT"], { message: "validation.invalid" }) }),
    setPlan,
    z.object({ action: z.literal("extend-trial"), days: z.number({ message: "validation.invalid" }).int().min(1).max(365) }),
    z.object({ action: z.literal("end-trial") }),
    z.object({
      action: z.literal("set-sales-representative"),
      salesRepresentative: z.string().trim().min(1, { message: "validation.required" }).max(200).nullable(),
    }),
    z.object({
      action: z.literal("set-modules"),
      modules: z
        .array(z.enum(MODULES, { message: "validation.invalid" }))
        .max(MODULES.length * 2)
        .transform((modules) => [...new Set(modules)]),
    }),
    z.object({ action: z.literal("set-email-notifications"), enabled: z.boolean({ message: "validation.invalid" }) }),
    z.object({ action: z.literal("send-password-reset") }),
    z.object({ action: z.literal("disable"), reason: z.string().trim().max(500).optional() }),
    z.object({ action: z.literal("enable") }),
  ],
  { message: "validation.invalid" },
);

export type AccountAction = z.output<typeof accountActionBody>;
export type AccountActionName = AccountAction["action"];
