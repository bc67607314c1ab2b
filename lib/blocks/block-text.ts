import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { BlockLabels } from "./definition";

/**
 * BlockLabels.text outside React (server renders, tests, benchmarks): a block's own texts under
 * `blocks` in the given messages.
 */
export function blockText(locale: Locale, messages: Record<string, unknown>): BlockLabels["text"] {
  const t = createTranslator({ locale, messages: messages as never, namespace: "blocks" as never });
  return (key, values) => (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
}
