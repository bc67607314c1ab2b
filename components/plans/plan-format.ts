// Pure rules of the plan pages (no React, no Next): which offers go on which card, what the yearly
// price saves, which date line a status shows, how full the disk is. Tested in plan-format.test.ts.

import type { PlanProduct } from "@/lib/db/generated/client";
import { PLAN_PRODUCTS } from "@/lib/plans/catalog";
import type { PlanOffer } from "@/lib/plans/offers";
import type { PlanStatus } from "@/lib/plans/status";

/** An offer as GET /api/plan lists it, as far as the pages read it. */
export type OfferLike = Omit<PlanOffer, "priceId">;

export interface ProductOffers<T extends OfferLike = OfferLike> {
  product: PlanProduct;
  monthly: T | null;
  yearly: T | null;
}

/** One card per product, in catalog order, with its monthly and yearly offer side by side. */
export function offersByProduct<T extends OfferLike>(offers: readonly T[]): ProductOffers<T>[] {
  return PLAN_PRODUCTS.flatMap((product) => {
    const own = offers.filter((offer) => offer.product === product);
    if (own.length === 0) return [];
    return [{ product, monthly: own.find((offer) => offer.interval === "MONTHLY") ?? null, yearly: own.find((offer) => offer.interval === "YEARLY") ?? null }];
  });
}

/** What paying yearly saves against twelve monthly payments; null when it saves nothing. */
export function yearlySaving(monthlyCents: number | null, yearlyCents: number | null): { cents: number; percent: number } | null {
  if (monthlyCents === null || yearlyCents === null || monthlyCents <= 0) return null;
  const cents = monthlyCents * 12 - yearlyCents;
  if (cents <= 0) return null;
  return { cents, percent: Math.round((cents / (monthlyCents * 12)) * 100) };
}

/** A price in currency units, with cents shown only when there are any ("€19", "€15.83"). */
export function priceAmount(cents: number): { amount: number; fractionDigits: 0 | 2 } {
  return { amount: cents / 100, fractionDigits: cents % 100 === 0 ? 0 : 2 };
}

/** The yearly price spread over twelve months, rounded to the cent. */
export const monthlyEquivalentCents = (yearlyCents: number) => Math.round(yearlyCents / 12);

export type DateLineKey = "trialEnds" | "trialEnded" | "renews" | "paidUntil" | "endsCancelled" | "expired" | "paymentPending" | "disabled" | "noPlan";

/**
 * The one line under the plan's name that says where it stands in time: when the trial ends or
 * ended, when a paid plan renews or ends, or that a payment is pending or the account disabled.
 * A paid plan "renews" only with a subscription behind it; one paid otherwise (direct payment, a
 * test purchase) is "paid until". `date` is null when the line has none (or no end is on record).
 */
export function planDateLine(status: PlanStatus, expiresAt: Date | null, renews = true): { key: DateLineKey; date: Date | null } {
  switch (status) {
    case "TRIAL":
      return { key: "trialEnds", date: expiresAt };
    case "TRIAL_EXPIRED":
      return { key: "trialEnded", date: expiresAt };
    case "PAID":
      return { key: renews ? "renews" : "paidUntil", date: expiresAt };
    case "CANCELLING":
      return { key: "endsCancelled", date: expiresAt };
    case "EXPIRED":
      return { key: "expired", date: expiresAt };
    case "PAYMENT_PENDING":
      return { key: "paymentPending", date: null };
    case "DISABLED":
      return { key: "disabled", date: null };
    case "NONE":
      return { key: "noPlan", date: null };
  }
}

export type StatusTone = "neutral" | "accent" | "success" | "warning" | "danger";

/** The status badge's colour: running plans green, the trial in the accent, ended ones amber, disabled red. */
export function statusTone(status: PlanStatus): StatusTone {
  switch (status) {
    case "PAID":
      return "success";
    case "TRIAL":
      return "accent";
    case "CANCELLING":
    case "PAYMENT_PENDING":
    case "TRIAL_EXPIRED":
    case "EXPIRED":
      return "warning";
    case "DISABLED":
      return "danger";
    case "NONE":
      return "neutral";
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial (a part of a day counts as a day); 0 once it has ended. */
export function daysLeft(expiresAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export type SizeUnit = "megabyte" | "gigabyte" | "terabyte";

const UNITS: SizeUnit[] = ["megabyte", "gigabyte", "terabyte"];

/**
 * A byte count in the largest binary unit that keeps it at 1 or more, megabytes at the least (a
 * planner thinks of photos in MB, not bytes; the catalog's GB is 1024³), for next-intl's number
 * formatter with `style: "unit"`: 2147483648 is 2 gigabyte, 512 KB is 0.5 megabyte.
 */
export function sizeInUnit(bytes: number): { value: number; unit: SizeUnit } {
  let value = Math.max(0, bytes) / 1024 ** 2;
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: UNITS[index] };
}

/** How full the disk is, in whole percent from 0 to 100 (a little use shows as at least 1). */
export function usagePercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return usedBytes > 0 ? 100 : 0;
  if (usedBytes <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round((usedBytes / quotaBytes) * 100)));
}

/** The meter's colour: calm below 75 %, amber up to 90 %, red beyond. */
export function usageLevel(percent: number): "ok" | "high" | "full" {
  return percent >= 90 ? "full" : percent >= 75 ? "high" : "ok";
}

