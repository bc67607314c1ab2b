import { FontLinks, FrozenArticle } from "./article";
import type { Translator } from "./translator";
import { Brand, CenteredCard, Shell } from "./shell";
import { shareRenderContext } from "./context";
import type { DisabledInput, DocumentInput, LandingInput, LockedInput, PinInput, VerifiedInput } from "./types";
import { UnavailableDocumentIcon } from "./unavailable-icon";

// The share view's pages (accounts spec §4, §5; workspace spec §7). Plain HTML that works without
// JavaScript: the go-to-document link and the PIN form are ordinary links and forms.

export function LandingPage({ input, t }: { input: LandingInput; t: Translator }) {
  const image = input.landingImage;
  return (
    <Shell page={input}>
      <main className="relative isolate flex min-h-dvh flex-col">
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- static HTML of the share view
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        )}
        {image && <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/10 via-ink-950/25 to-ink-950/70" />}
        {/* Over a photo the card sits low on a phone, leaving the picture visible; alone, it is centred. */}
        <div className={`flex flex-1 flex-col items-center px-4 pt-16 pb-10 sm:justify-center sm:pb-16 ${image ? "justify-end" : "justify-center"}`}>
          <div className="w-full max-w-lg rounded-2xl bg-surface/95 p-7 text-center shadow-xl ring-1 ring-ink-100 backdrop-blur sm:p-10">
            <Brand brand={input.brand} className="mb-6" />
            <h1 className="text-2xl font-semibold tracking-tight text-ink-950 sm:text-3xl">{input.title}</h1>
            {input.message && <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-ink-700">{input.message}</p>}
            <a
              href={input.documentHref}
              className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-accent-700 px-8 text-base font-semibold text-white shadow-md transition-colors hover:bg-accent-800"
            >
              {t("goToDocument")}
            </a>
          </div>
        </div>
      </main>
    </Shell>
  );
}

export function PinPage({ input, t }: { input: PinInput; t: Translator }) {
  const errorText = input.error === "incorrect" ? t("pinIncorrect") : input.error === "format" ? t("pinFormat") : null;
  return (
    <Shell page={input}>
      <CenteredCard>
        <Brand brand={input.brand} className="mb-6" />
        <form method="post" action={input.action} className="flex flex-col items-center gap-4">
          <label htmlFor="pin" className="text-lg font-semibold text-ink-950">
            {t("pinTitle")}
          </label>
          <p id="pin-hint" className="text-sm text-ink-600">
            {t("pinHint")}
          </p>
          <input
            id="pin"
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            minLength={4}
            required
            autoFocus
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? "pin-hint pin-error" : "pin-hint"}
            className={`w-40 rounded-lg border bg-surface px-4 py-3 text-center font-mono text-2xl tracking-[0.5em] text-ink-950 ${
              errorText ? "border-danger-500" : "border-ink-300"
            }`}
          />
          {errorText && (
            <p id="pin-error" role="alert" className="text-sm font-medium text-danger-700">
              {errorText}
            </p>
          )}
          <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-accent-700 px-7 font-semibold text-white hover:bg-accent-800">
            {t("pinSubmit")}
          </button>
        </form>
      </CenteredCard>
    </Shell>
  );
}

export function VerifiedPage({ input, t }: { input: VerifiedInput; t: Translator }) {
  return (
    <Shell page={input} head={<meta httpEquiv="refresh" content={`1;url=${input.next}`} />}>
      <CenteredCard>
        <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-success-100 text-success-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <p role="status" className="text-lg font-semibold text-ink-950">
          {t("pinVerified")}
        </p>
        <a href={input.next} className="mt-4 inline-block text-sm font-medium text-accent-700 underline">
          {t("goToDocument")}
        </a>
      </CenteredCard>
    </Shell>
  );
}

export function LockedPage({ input, t }: { input: LockedInput; t: Translator }) {
  return (
    <Shell page={input}>
      <CenteredCard>
        <Brand brand={input.brand} className="mb-6" />
        <h1 className="text-lg font-semibold text-ink-950">{t("lockedTitle")}</h1>
        <p role="alert" className="mt-3 text-ink-700">
          {t("locked", { minutes: input.minutes })}
        </p>
      </CenteredCard>
    </Shell>
  );
}

export function DisabledPage({ input, t }: { input: DisabledInput; t: Translator }) {
  return (
    <Shell page={input}>
      <CenteredCard>
        <UnavailableDocumentIcon />
        <h1 className="text-lg font-semibold text-ink-950">{t("notAvailable")}</h1>
      </CenteredCard>
    </Shell>
  );
}

export function DocumentPage({ input, t }: { input: DocumentInput; t: Translator }) {
  const { frozen } = input;
  const context = shareRenderContext(frozen, input.shareKey, input.locale, input.messages);
  return (
    <Shell page={input} head={<FontLinks hrefs={input.fontHrefs} />}>
      <div data-prevent-printing={input.preventPrinting ? "" : undefined}>
        <main className="share-printable mx-auto w-full max-w-[880px] px-0 pb-16 sm:px-4 sm:pt-8">
          {input.brand && (input.brand.logoUrl || input.brand.name) && <Brand brand={input.brand} className="py-5 sm:pt-0" />}
          <FrozenArticle frozen={frozen} context={context} styleCss={input.styleCss} />
        </main>
        {input.preventPrinting && <p className="share-print-notice p-10 text-center text-lg">{t("noPrint")}</p>}
        <div
          id="share-wait"
          role="status"
          aria-live="polite"
          hidden
          data-msg-loading={t("waitLoading")}
          data-msg-still={t("waitStill")}
          data-msg-himm={t("waitHimm")}
          data-msg-longer={t("waitLonger")}
          className="fixed inset-x-0 bottom-4 z-10 mx-auto flex w-max max-w-[90vw] items-center gap-3 rounded-full bg-ink-900/90 px-4 py-2 text-sm text-white shadow-lg"
        ></div>
      </div>
    </Shell>
  );
}
