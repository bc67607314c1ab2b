import { createTranslator } from "next-intl";
import { designFileUrl, designMediaUrl, designSrcSet } from "@/lib/design-preview/urls";
import type { Locale } from "@/lib/i18n/locales";
import { FontLinks, FrozenArticle } from "./article";
import { frozenRenderContext } from "./context";
import { Shell } from "./shell";
import type { DesignMissingInput, DesignPreviewInput } from "./types";

// The public preview of a design template (workspace spec §2): the design document exactly as a
// shared document shows it, under a bar with the way back to the gallery and "Use this design".
// Plain HTML: "Use this design" is a form posting to the preview's own address, which creates the
// document for a signed-in visitor and sends anyone else to registration (lib/design-preview/view.ts).

function previewTranslator(locale: Locale, messages: Record<string, unknown>) {
  const t = createTranslator({ locale, messages: messages as never, namespace: "designs.preview" as never });
  return (key: string) => (t as (key: string) => string)(key);
}

function ArrowLeft() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12.5 4.5L7 10l5.5 5.5" />
    </svg>
  );
}

function UseButton({ action, label, tone }: { action: string; label: string; tone: "accent" | "light" }) {
  const colors = tone === "accent" ? "bg-accent-700 text-white hover:bg-accent-800" : "bg-white text-accent-900 hover:bg-accent-50";
  return (
    <form method="post" action={action} className="shrink-0">
      <button type="submit" className={`inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold whitespace-nowrap shadow-sm transition-colors sm:px-6 sm:text-base ${colors}`}>
        {label}
      </button>
    </form>
  );
}

export function DesignPreviewPage({ input }: { input: DesignPreviewInput }) {
  const t = previewTranslator(input.locale, input.messages);
  const { frozen, schabloneId } = input;
  const context = frozenRenderContext(
    frozen,
    {
      mediaUrl: (id) => designMediaUrl(id, schabloneId),
      srcSet: (id, width) => designSrcSet(id, schabloneId, width),
      fileUrl: (id) => designFileUrl(id, schabloneId),
    },
    input.locale,
    input.messages,
    // A preview is for looking: its forms (RSVP) are shown, not sent.
    false,
  );
  return (
    <Shell page={input} head={<FontLinks hrefs={input.fontHrefs} />}>
      <header className="sticky top-0 z-20 border-b border-ink-100 bg-surface/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-[880px] items-center gap-2 px-3 py-2.5 sm:gap-4 sm:px-4 sm:py-3">
          <a
            href={input.backHref}
            className="-ml-1 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-950 sm:-ml-3 sm:px-3"
          >
            <ArrowLeft />
            <span className="sr-only sm:not-sr-only">{t("back")}</span>
          </a>
          <div className="min-w-0 flex-1">
            <p className="hidden truncate text-xs font-medium tracking-wide text-ink-500 uppercase sm:block">{input.groupLabel}</p>
            <h1 className="truncate text-[0.9375rem] font-semibold text-ink-950 sm:text-lg">{input.designTitle}</h1>
          </div>
          <UseButton action={input.useAction} label={t("use")} tone="accent" />
        </div>
      </header>

      <main className="mx-auto w-full max-w-[880px] px-0 pb-12 sm:px-4 sm:pt-8">
        <p className="flex items-center gap-2 px-5 py-4 text-sm text-ink-600 sm:px-1 sm:pt-0">
          <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-accent-400" />
          {t("note")}
        </p>
        <FrozenArticle frozen={frozen} context={context} styleCss={input.styleCss} />
      </main>

      <section aria-labelledby="design-cta" className="mx-auto w-full max-w-[880px] px-4 pb-16">
        <div className="flex flex-col items-center gap-5 rounded-2xl bg-accent-900 px-6 py-10 text-center text-white shadow-lg sm:px-12 sm:py-12">
          <h2 id="design-cta" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("ctaTitle")}
          </h2>
          <p className="max-w-xl text-base leading-relaxed text-accent-100">{t("ctaText")}</p>
          <UseButton action={input.useAction} label={t("use")} tone="light" />
        </div>
      </section>
    </Shell>
  );
}

export function DesignMissingPage({ input }: { input: DesignMissingInput }) {
  const t = previewTranslator(input.locale, input.messages);
  return (
    <Shell page={input}>
      <main className="grid min-h-dvh place-items-center px-4 py-10">
        <div className="w-full max-w-sm rounded-2xl bg-surface p-8 text-center shadow-lg ring-1 ring-ink-100">
          <h1 className="text-lg font-semibold text-ink-950">{t("missingTitle")}</h1>
          <p className="mt-3 text-ink-700">{t("missingText")}</p>
          <a href={input.galleryHref} className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800">
            {t("missingAction")}
          </a>
        </div>
      </main>
    </Shell>
  );
}
