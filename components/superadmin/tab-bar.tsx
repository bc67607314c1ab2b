import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cx } from "@/components/ui";
import { consoleHref, SUPERADMIN_TABS, type SuperAdminTab } from "./tabs";

/** The console's tabs as plain links (each tab is its own URL), wrapping onto a second row on narrow screens; the current one is marked for assistive technology. */
export async function TabBar({ current }: { current: SuperAdminTab }) {
  const t = await getTranslations("superAdmin");
  return (
    <nav aria-label={t("tabsLabel")} className="mb-6 border-b border-ink-200 pb-4">
      <ul className="flex flex-wrap gap-1.5">
        {SUPERADMIN_TABS.map((tab, index) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={consoleHref(tab)}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "bg-accent-50 text-accent-800 ring-1 ring-accent-200 ring-inset" : "text-ink-600 hover:bg-ink-100 hover:text-ink-900",
                )}
              >
                <span aria-hidden="true" className={cx("text-xs tabular-nums", active ? "text-accent-600" : "text-ink-500")}>
                  {index}
                </span>
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
