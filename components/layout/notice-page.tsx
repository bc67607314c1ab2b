import type { ReactNode } from "react";
import { Wordmark } from "./wordmark";

const TONES = {
  success: "bg-success-50 text-success-600 ring-success-200",
  warning: "bg-warning-50 text-warning-600 ring-warning-200",
} as const;

/**
 * A page outside the logged-in shell that says one thing (a workspace deleted, an account disabled):
 * the wordmark, then one centred card with an icon, a title and what follows.
 */
export function NoticePage({ icon, tone, title, children }: { icon: ReactNode; tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-6 pt-10 pb-2">
        <Wordmark />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-[460px] rounded-2xl border border-ink-200 bg-surface p-8 text-center shadow-lg sm:p-10">
          <span aria-hidden="true" className={`mx-auto flex size-12 items-center justify-center rounded-full ring-1 ${TONES[tone]}`}>
            {icon}
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-ink-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
