import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it from "@/messages/it.json";
import tr from "@/messages/tr.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

// Statically imported so route handlers and e-mails can translate without a request scope.
export const MESSAGES: Record<Locale, Messages> = { en, tr, de, es, it } as Record<Locale, Messages>;
