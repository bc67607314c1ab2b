import type { AcceptDeclineLabels, AcceptSignLabels } from "./labels";
import { ACCEPT_LIMITS } from "./schema";
import { CheckIcon, CloseIcon, CONTROL, DIALOG_PRIMARY, errorIdOf, ErrorLine, Field, LABEL, LINK_BUTTON, SIGNATURE_FONT, SIGNATURE_INK } from "./parts";

// The share view's signing and declining dialogs, rendered on the server with every text in place
// and driven by lib/share/client/accept.ts (which shows one step at a time, sends each step and
// shows the server's answers on the fields). Native <dialog>: opened modal, the page behind is
// inert, Escape closes it. One pair per Accept block; the script fills in the signer it is opened for.
// Steps: who signs (name, e-mail) -> the 6-digit code sent to that address -> the signature (typed
// in the signature font, the keyboard way, or drawn) and "Accept and sign".

function DialogHeader({ prefix, title, close, steps }: { prefix: string; title: string; close: string; steps: boolean }) {
  return (
    <header className="sticky top-0 z-10 flex items-start gap-3 border-b border-ink-100 bg-white px-5 pt-4 pb-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {steps && <p data-accept-step-label="" className="m-0 text-xs font-semibold tracking-wide text-accent-700 uppercase" />}
        <h2 id={`${prefix}-heading`} tabIndex={-1} data-accept-heading="" className="m-0 text-xl leading-snug font-semibold text-ink-950 focus:outline-none">
          {title}
        </h2>
        {steps && <p data-accept-signer-line="" className="m-0 truncate text-sm text-ink-600" />}
      </div>
      <button
        type="button"
        data-accept-close=""
        aria-label={close}
        className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600"
      >
        <CloseIcon className="size-5" />
      </button>
    </header>
  );
}

/** Where the script puts what concerns no field (the server's refusals, the network): announced at once. */
function Notice() {
  return (
    <div data-accept-notice="" role="alert" tabIndex={-1} hidden className="flex flex-col items-start gap-2 rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm leading-snug font-medium text-danger-800 focus:outline-none">
      <p data-accept-notice-text="" className="m-0" />
    </div>
  );
}

/** The signer's (or decliner's) full name. */
function NameInput({ id }: { id: string }) {
  return <input id={id} name="name" type="text" autoComplete="name" autoCapitalize="words" maxLength={ACCEPT_LIMITS.name} required className={`h-12 ${CONTROL}`} />;
}

/** An e-mail address: required to sign (the code goes to it), optional to decline. */
function EmailInput({ id, required }: { id: string; required: boolean }) {
  return <input id={id} name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} maxLength={ACCEPT_LIMITS.email} required={required} className={`h-12 ${CONTROL}`} />;
}

/** The last step of a dialog, announced while the page reloads with the answer. */
function DoneStep({ title, text, check }: { title: string; text: string; check: boolean }) {
  return (
    <div data-accept-step="done" data-title={title} hidden className="flex flex-col items-center gap-3 py-8 text-center">
      {check && <CheckIcon className="size-12 text-success-600" />}
      <p role="status" tabIndex={-1} className="m-0 text-lg leading-snug font-semibold text-ink-900 focus:outline-none">
        {text}
      </p>
    </div>
  );
}

function Progress() {
  return (
    <div aria-hidden="true" className="flex gap-1.5 px-5 pt-3">
      {[1, 2, 3].map((step) => (
        <span key={step} data-accept-progress={step} className="h-1 flex-1 rounded-full bg-ink-200 transition-colors data-[done]:bg-accent-600" />
      ))}
    </div>
  );
}

export function SignDialog({ prefix, labels, agreement }: { prefix: string; labels: AcceptSignLabels; agreement: string | null }) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <dialog id={id("sign")} data-accept-dialog="sign" aria-labelledby={id("sign-heading")} className="accept-dialog">
      <div className="accept-dialog-frame">
        <DialogHeader prefix={id("sign")} title={labels.identityTitle} close={labels.close} steps />
        <Progress />
        <div className="flex flex-col gap-5 px-5 pt-4 pb-6">
          <Notice />
          <form data-accept-step="identity" data-title={labels.identityTitle} noValidate className="flex flex-col gap-4">
            <p className="m-0 text-base leading-relaxed text-ink-700">{labels.identityIntro}</p>
            <Field id={id("name")} label={labels.name}>
              <NameInput id={id("name")} />
            </Field>
            <div data-accept-email-field="">
              <Field id={id("email")} label={labels.email}>
                <EmailInput id={id("email")} required />
              </Field>
            </div>
            <p id={id("email-fixed")} data-accept-email-fixed="" data-template={labels.emailFixed} hidden className="m-0 rounded-lg bg-ink-50 px-4 py-3 text-sm leading-relaxed text-ink-700" />
            <button type="submit" className={DIALOG_PRIMARY}>
              {labels.sendCode}
            </button>
          </form>

          <form data-accept-step="code" data-title={labels.codeTitle} hidden noValidate className="flex flex-col gap-4">
            <p data-accept-code-intro="" data-template={labels.codeIntro} className="m-0 text-base leading-relaxed text-ink-700" />
            <Field id={id("code")} label={labels.code}>
              <input
                id={id("code")}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                className={`h-14 text-center font-mono text-2xl tracking-[0.35em] ${CONTROL}`}
              />
            </Field>
            <button type="submit" className={DIALOG_PRIMARY}>
              {labels.verify}
            </button>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <button type="button" data-accept-resend="" className={LINK_BUTTON}>
                {labels.resend}
              </button>
              <button type="button" data-accept-other-email="" className={LINK_BUTTON}>
                {labels.otherEmail}
              </button>
            </div>
            <p data-accept-code-status="" role="status" aria-live="polite" className="m-0 text-sm font-medium text-success-700 empty:hidden" />
          </form>

          <form data-accept-step="sign" data-title={labels.signTitle} hidden noValidate className="flex flex-col gap-5">
            <div role="tablist" aria-label={labels.method} className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1">
              {(["type", "draw"] as const).map((method) => (
                <button
                  key={method}
                  type="button"
                  role="tab"
                  id={id(`tab-${method}`)}
                  data-accept-tab={method}
                  aria-selected={method === "type"}
                  aria-controls={id(`panel-${method}`)}
                  tabIndex={method === "type" ? 0 : -1}
                  className="min-h-11 rounded-lg px-3 text-base font-medium text-ink-700 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 aria-selected:bg-white aria-selected:text-ink-950 aria-selected:shadow-sm"
                >
                  {method === "type" ? labels.typeTab : labels.drawTab}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={id("panel-type")} aria-labelledby={id("tab-type")} data-accept-panel="type" className="flex flex-col gap-4">
              <Field id={id("typed")} label={labels.typeLabel}>
                <input id={id("typed")} name="typed" type="text" autoComplete="name" autoCapitalize="words" maxLength={ACCEPT_LIMITS.name} className={`h-12 ${CONTROL}`} />
              </Field>
              <div aria-hidden="true" className="flex flex-col gap-1 rounded-lg border border-dashed border-ink-300 bg-ink-50/60 px-4 pt-2 pb-3">
                <span className="text-xs font-medium tracking-wide text-ink-500 uppercase">{labels.preview}</span>
                <div className="relative flex min-h-[4.5rem] items-end border-b border-ink-300 pb-1 pl-5">
                  <span className="absolute bottom-1 left-0 text-lg leading-none text-ink-400">×</span>
                  <p data-accept-typed-preview="" className={`m-0 ${SIGNATURE_FONT} ${SIGNATURE_INK} min-w-0 text-[2.5rem] leading-[1.2] break-words`} />
                </div>
              </div>
            </div>
            <div role="tabpanel" id={id("panel-draw")} aria-labelledby={id("tab-draw")} data-accept-panel="draw" hidden className="flex flex-col gap-2">
              <div className="relative overflow-hidden rounded-lg border border-ink-300 bg-white">
                <canvas
                  id={id("canvas")}
                  data-accept-canvas=""
                  role="img"
                  aria-label={labels.drawLabel}
                  aria-describedby={`${id("canvas")}-hint`}
                  className="accept-canvas block h-48 w-full"
                />
                <span aria-hidden="true" className="pointer-events-none absolute inset-x-5 bottom-10 border-b border-ink-300" />
                <span aria-hidden="true" className="pointer-events-none absolute bottom-10 left-5 text-lg leading-none text-ink-400">
                  ×
                </span>
              </div>
              <div className="flex items-center justify-between gap-3">
                <p id={`${id("canvas")}-hint`} className="m-0 text-sm text-ink-600">
                  {labels.drawHint}
                </p>
                <button type="button" data-accept-clear="" className={LINK_BUTTON}>
                  {labels.clear}
                </button>
              </div>
              <ErrorLine id={errorIdOf(id("canvas"))} />
            </div>
            {agreement !== null && (
              <div className="flex flex-col gap-1.5">
                <div className="flex items-start gap-3">
                  <input
                    id={id("agree")}
                    name="agreed"
                    type="checkbox"
                    data-accept-agree=""
                    className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-danger-600"
                  />
                  <label htmlFor={id("agree")} className={`${LABEL} cursor-pointer text-base leading-snug`}>
                    {agreement}
                  </label>
                </div>
                <ErrorLine id={errorIdOf(id("agree"))} />
              </div>
            )}
            <p className="m-0 text-sm leading-relaxed text-ink-600">{labels.legal}</p>
            <button type="submit" data-accept-submit="" className={DIALOG_PRIMARY}>
              {labels.submit}
            </button>
          </form>

          <DoneStep title={labels.signTitle} text={labels.done} check />
        </div>
      </div>
    </dialog>
  );
}

export function DeclineDialog({ prefix, labels, close }: { prefix: string; labels: AcceptDeclineLabels; close: string }) {
  const id = (name: string) => `${prefix}-decline-${name}`;
  return (
    <dialog id={id("dialog")} data-accept-dialog="decline" aria-labelledby={id("dialog-heading")} className="accept-dialog">
      <div className="accept-dialog-frame">
        <DialogHeader prefix={id("dialog")} title={labels.title} close={close} steps={false} />
        <div className="flex flex-col gap-5 px-5 pt-4 pb-6">
          <Notice />
          <form data-accept-step="decline" data-title={labels.title} noValidate className="flex flex-col gap-4">
            <p className="m-0 text-base leading-relaxed text-ink-700">{labels.intro}</p>
            <Field id={id("name")} label={labels.name}>
              <NameInput id={id("name")} />
            </Field>
            <Field id={id("email")} label={labels.email}>
              <EmailInput id={id("email")} required={false} />
            </Field>
            <Field id={id("reason")} label={labels.reason}>
              <textarea id={id("reason")} name="reason" rows={4} maxLength={2000} required className={`min-h-28 py-2.5 leading-relaxed ${CONTROL}`} />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                data-accept-close=""
                className="inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-base font-medium text-ink-800 ring-1 ring-ink-300 ring-inset hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                {labels.cancel}
              </button>
              <button
                type="submit"
                data-accept-submit=""
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-danger-600 px-5 text-base font-semibold text-white hover:bg-danger-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {labels.submit}
              </button>
            </div>
          </form>
          <DoneStep title={labels.title} text={labels.done} check={false} />
        </div>
      </div>
    </dialog>
  );
}
