import { db } from "@/lib/db/client";
import { invalidInput, notFound } from "@/lib/http/errors";
import { monthsOf, quotaOf } from "./billing-transitions";
import { PAYMENT_FAILED } from "./disabled-reasons";
import { offerForPrice, testPurchaseAvailable } from "./stripe-config";
import { addMonthsClamped } from "./trial";

/**
 * POST /api/plan/test-purchase (development and tests only): the plan a priceId names, paid for one
 * period from now, as a completed checkout would make it. A payment failure no longer holds.
 */
export async function testPurchase(userId: string, priceId: string): Promise<void> {
  if (!testPurchaseAvailable()) throw notFound();
  const offer = offerForPrice(priceId);
  if (!offer) throw invalidInput("planPriceUnknown", [{ path: "priceId", message: "errors.planPriceUnknown" }]);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.user.updateMany({ where: { id: userId, disabledReason: PAYMENT_FAILED }, data: { disabled: false, disabledReason: null } });
    await tx.planHistory.create({
      data: {
        userId,
        state: "PAID",
        product: offer.product,
        interval: offer.interval,
        diskQuotaGb: quotaOf(offer.product),
        startsAt: now,
        expiresAt: addMonthsClamped(now, monthsOf(offer.interval)),
        source: "test-purchase",
      },
    });
  });
}
