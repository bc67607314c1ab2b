import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";

export interface WordmarkProps {
  /** "onDark" for the brand panel, "onLight" on page backgrounds. */
  tone?: "onLight" | "onDark";
  className?: string;
}

/** The product logo: a folded-page mark and the product name. */
export function Wordmark({ tone = "onLight", className }: WordmarkProps) {
  const t = useTranslations("app");
  return (
    <span className={cx("inline-flex items-center gap-2.5", className)}>
      <span
        aria-hidden="true"
        className={cx(
          "grid size-8 place-items-center rounded-[0.625rem] shadow-sm",
          tone === "onDark" ? "bg-accent-50 text-accent-700" : "bg-accent-600 text-white",
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4.5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round">
          <path d="M5 2.75h6.5L15.25 6.5v10.75H5z" />
          <path d="M11.5 2.75V6.5h3.75" />
          <path d="M7.75 10.5h4.5M7.75 13.5h3" strokeLinecap="round" />
        </svg>
      </span>
      <span
        className={cx("text-[1.0625rem] font-semibold tracking-tight", tone === "onDark" ? "text-white" : "text-ink-900")}
      >
        {t("name")}
      </span>
    </span>
  );
}
