import { CURRENCIES, type CurrencyCode } from "@/lib/pricing/types";

/** One of the product's currencies (lib/pricing/types CURRENCIES). */
export const isCurrency = (value: unknown): value is CurrencyCode => typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
