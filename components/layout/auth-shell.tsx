import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ProposalIllustration } from "./proposal-illustration";
import { Wordmark } from "./wordmark";

export interface AuthShellProps {
  /** The page's single h1, e.g. "Log in". */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Under the card, e.g. "No account yet? Register". */
  footer?: ReactNode;
}

/** The frame for logged-out pages: brand panel and form side by side, just the form on tablets and phones. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const t = useTranslations("app");
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <aside
        aria-label={t("name")}
        className="relative hidden overflow-hidden bg-accent-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_85%_10%,rgb(140_79_119/0.45),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgb(243_217_198/0.12),transparent_60%)]"
        />
        <Wordmark tone="onDark" className="relative" />
        <div className="relative flex flex-1 items-center justify-center py-12">
          <ProposalIllustration className="scale-90 xl:scale-100" />
        </div>
        <p className="relative max-w-md text-2xl leading-snug font-medium tracking-tight text-accent-50 xl:text-[1.75rem]">
          {t("tagline")}
        </p>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="flex justify-center px-6 pt-10 pb-2 lg:hidden">
          <Wordmark />
        </header>
        <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
          <div className="w-full max-w-[420px]">
            <div className="rounded-2xl border border-ink-200 bg-surface p-6 shadow-lg sm:p-10">
              <div className="mb-8">
                <h1 className="text-2xl font-semibold tracking-tight text-ink-900">{title}</h1>
                {subtitle && <p className="mt-2 text-[0.9375rem] leading-6 text-ink-500">{subtitle}</p>}
              </div>
              {children}
            </div>
            {footer && <div className="mt-6 text-center text-sm text-ink-600">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
}
