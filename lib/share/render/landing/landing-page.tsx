import { initialsOf } from "@/lib/accounts/initials";
import type { Translator } from "../translator";
import { Shell } from "../shell";
import type { LandingInput, Sender } from "../types";
import { LandingFrame, LandingHead } from "./frame";
import { ArrowIcon, LockIcon } from "./icons";

// The share's landing page (accounts spec §4, §5; workspace spec §7): the planner's picture, logo,
// the document's title (a PIN share's stays hidden until the PIN: a neutral line stands in, never the
// workspace's name a second time), the planner's message and name, and one clear way on.

/** Long messages read better left-aligned, even on the centred card. */
const LONG_MESSAGE = 180;

export function LandingTitle({ text, onPhoto }: { text: string; onPhoto: boolean }) {
  return (
    <h1
      className={`font-[family-name:var(--lp-heading-font)] text-[2rem] leading-[1.12] font-[number:var(--lp-heading-weight)] tracking-[-0.01em] [text-transform:var(--lp-heading-case)] sm:text-[2.75rem] ${
        onPhoto ? "text-white [text-shadow:0_2px_18px_rgb(0_0_0/0.45)] lg:text-[3.25rem]" : "text-[var(--lp-heading)]"
      }`}
    >
      {text}
    </h1>
  );
}

function SenderLine({ sender, t, centered }: { sender: Sender; t: Translator; centered: boolean }) {
  const initials = initialsOf(sender.name);
  return (
    <div className={`mt-6 flex items-center gap-3 ${centered ? "justify-center" : ""}`}>
      {sender.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- static HTML of the share view
        <img src={sender.photoUrl} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-full object-cover ring-2 ring-[var(--lp-bg2)]" />
      ) : (
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-[var(--lp-accent)] text-sm font-semibold text-[var(--lp-on-accent)]">
          {initials}
        </span>
      )}
      <p className="text-left leading-tight">
        <span className="block text-[0.75rem] tracking-[0.12em] uppercase">{t("sentBy")}</span>
        <span className="mt-0.5 block font-semibold">{sender.name}</span>
      </p>
    </div>
  );
}

export function LandingPage({ input, t }: { input: LandingInput; t: Translator }) {
  const onCard = !input.hero;
  const headline = input.headline ?? t("privateTitle");
  const longMessage = input.message.length > LONG_MESSAGE;
  return (
    <Shell page={input} head={<LandingHead look={input.look} />}>
      <LandingFrame page={input} heroText={(onPhoto) => <LandingTitle text={headline} onPhoto={onPhoto} />}>
        {input.message && (
          <p
            className={`text-[1.0625rem] leading-relaxed whitespace-pre-line ${onCard && !longMessage ? "" : "text-left"} ${
              onCard ? "mt-7" : "border-l-2 border-[var(--lp-accent2)] pl-4"
            }`}
          >
            {input.message}
          </p>
        )}
        {input.sender && <SenderLine sender={input.sender} t={t} centered={onCard} />}
        <div className={`mt-8 flex flex-col gap-3 ${onCard ? "items-center" : "items-stretch sm:items-start"}`}>
          <a
            href={input.documentHref}
            className="inline-flex min-h-13 items-center justify-center gap-2.5 rounded-[var(--lp-radius)] bg-[var(--lp-accent)] px-8 text-base font-semibold text-[var(--lp-on-accent)] shadow-[0_10px_24px_-12px_rgb(0_0_0/0.5)] transition-[filter] hover:brightness-110 focus-visible:outline-offset-4 focus-visible:outline-[var(--lp-heading)]"
          >
            {t("goToDocument")}
            <ArrowIcon />
          </a>
          {input.pinProtected && (
            <p className={`flex items-center gap-1.5 text-sm ${onCard ? "justify-center" : "justify-center sm:justify-start"}`}>
              <LockIcon className="size-4" />
              {t("pinProtected")}
            </p>
          )}
        </div>
      </LandingFrame>
    </Shell>
  );
}
