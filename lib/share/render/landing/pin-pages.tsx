import type { ReactNode } from "react";
import type { Translator } from "../translator";
import { Shell } from "../shell";
import type { LandingFrameData, LockedInput, PinInput, VerifiedInput } from "../types";
import { LandingFrame, LandingHead } from "./frame";
import { CheckIcon, LockIcon } from "./icons";

// The PIN step and its two notices (verified, locked) in the landing page's design: the same picture
// (a PIN share's landing image only), logo, faces and colours, with the form kept in view on a phone.
// A plain form: it works without JavaScript; a wrong PIN shows it again with the error.

function Badge({ children }: { children: ReactNode }) {
  return <div className="mb-5 grid size-12 place-items-center rounded-full bg-[var(--lp-accent)] text-[var(--lp-on-accent)]">{children}</div>;
}

const titleClass = "font-[family-name:var(--lp-heading-font)] text-2xl leading-tight font-[number:var(--lp-heading-weight)] text-[var(--lp-heading)] sm:text-[1.75rem]";

/** The notices' column: centred on the card, left on the panel beside a picture. */
function Column({ page, children }: { page: LandingFrameData; children: ReactNode }) {
  return <div className={`flex flex-col ${page.hero ? "items-start text-left" : "mt-7 items-center text-center"}`}>{children}</div>;
}

export function PinPage({ input, t }: { input: PinInput; t: Translator }) {
  const errorText = input.error === "incorrect" ? t("pinIncorrect") : input.error === "format" ? t("pinFormat") : null;
  return (
    <Shell page={input} head={<LandingHead look={input.look} />}>
      <LandingFrame page={input} heroSize="short">
        <Column page={input}>
          <Badge>
            <LockIcon />
          </Badge>
          <form method="post" action={input.action} className={`flex w-full flex-col gap-4 ${input.hero ? "items-start" : "items-center"}`}>
            <h1 className={titleClass}>
              <label htmlFor="pin">{t("pinTitle")}</label>
            </h1>
            <p id="pin-hint" className="-mt-1 text-[0.9375rem]">
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
              className={`mt-1 h-14 w-full max-w-xs rounded-[var(--lp-radius)] border-2 bg-white px-4 text-center font-mono text-2xl tracking-[0.6em] text-ink-950 focus-visible:border-[var(--lp-heading)] focus-visible:ring-4 focus-visible:ring-[color-mix(in_srgb,var(--lp-accent)_30%,transparent)] focus-visible:outline-none ${
                errorText ? "border-danger-600" : "border-ink-300"
              }`}
            />
            {errorText && (
              <p id="pin-error" role="alert" className="rounded-[var(--lp-radius)] bg-danger-50 px-3 py-1.5 text-sm font-semibold text-danger-800">
                {errorText}
              </p>
            )}
            <button
              type="submit"
              className="mt-2 inline-flex min-h-13 w-full max-w-xs items-center justify-center rounded-[var(--lp-radius)] bg-[var(--lp-accent)] px-8 text-base font-semibold text-[var(--lp-on-accent)] shadow-[0_10px_24px_-12px_rgb(0_0_0/0.5)] hover:brightness-110 focus-visible:outline-[var(--lp-heading)]"
            >
              {t("pinSubmit")}
            </button>
          </form>
        </Column>
      </LandingFrame>
    </Shell>
  );
}

export function VerifiedPage({ input, t }: { input: VerifiedInput; t: Translator }) {
  return (
    <Shell
      page={input}
      head={
        <>
          <meta httpEquiv="refresh" content={`1;url=${input.next}`} />
          <LandingHead look={input.look} />
        </>
      }
    >
      <LandingFrame page={input} heroSize="short">
        <Column page={input}>
          <Badge>
            <CheckIcon className="size-6" />
          </Badge>
          <p role="status" className={titleClass}>
            {t("pinVerified")}
          </p>
          <a href={input.next} className="mt-4 text-[0.9375rem] font-semibold underline underline-offset-4">
            {t("goToDocument")}
          </a>
        </Column>
      </LandingFrame>
    </Shell>
  );
}

export function LockedPage({ input, t }: { input: LockedInput; t: Translator }) {
  return (
    <Shell page={input} head={<LandingHead look={input.look} />}>
      <LandingFrame page={input} heroSize="short">
        <Column page={input}>
          <Badge>
            <LockIcon />
          </Badge>
          <h1 className={titleClass}>{t("lockedTitle")}</h1>
          <p role="alert" className="mt-3">
            {t("locked", { minutes: input.minutes })}
          </p>
        </Column>
      </LandingFrame>
    </Shell>
  );
}
