import type { ReactNode } from "react";
import type { AcceptSigner, SignatureView } from "@/lib/acceptance/types";
import { maskEmail, timeValue } from "./deal-text";
import type { AcceptViewLabels } from "./labels";
import { CheckIcon, LocalTime, PRIMARY_BUTTON, SIGNATURE_FONT, SIGNATURE_INK, withSlot } from "./parts";

// One signer of an Accept block: who (name and role), then their signature on the line, or the
// empty line (the editor's preview, a printed copy, a closed deal), or the button that opens the
// signing dialog (the share view while the deal is open). The button starts disabled: the share
// view's script enables it, and without JavaScript the block says signing needs it.

export type SignerState = { kind: "signed"; signature: SignatureView } | { kind: "open" } | { kind: "line" };

function SignatureLine({ children, label }: { children?: ReactNode; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="relative flex min-h-[4.75rem] items-end border-b border-ink-300 pb-1.5 pl-5">
        <span aria-hidden="true" className="absolute bottom-1.5 left-0 text-lg leading-none text-ink-400">
          ×
        </span>
        {children}
      </div>
      <span className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</span>
    </div>
  );
}

function Signature({ signature, labels }: { signature: SignatureView; labels: AcceptViewLabels }) {
  if (signature.kind === "drawn" && signature.imageDataUrl?.startsWith("data:image/png;base64,")) {
    // eslint-disable-next-line @next/next/no-img-element -- a data: PNG in server-rendered HTML
    return <img src={signature.imageDataUrl} alt={labels.signatureAlt(signature.name)} className="block h-16 w-auto max-w-full object-contain object-left-bottom" />;
  }
  return (
    <p className={`m-0 ${SIGNATURE_FONT} ${SIGNATURE_INK} text-[2.25rem] leading-[1.15] break-words`} role="img" aria-label={labels.signatureAlt(signature.name)}>
      {signature.typedText ?? signature.name}
    </p>
  );
}

export function SignerCard({ signer, number, state, labels }: { signer: AcceptSigner; number: number; state: SignerState; labels: AcceptViewLabels }) {
  const signed = state.kind === "signed" ? state.signature : null;
  const name = signed?.name.trim() || signer.name.trim() || labels.signerNumbered(number);
  const role = (signed?.role ?? signer.role).trim();
  const live = state.kind === "open";
  const data = live
    ? {
        "data-accept-signer": "",
        "data-signer-id": signer.id,
        "data-signer-name": signer.name.trim(),
        "data-signer-label": role ? `${name} · ${role}` : name,
        "data-fixed-email": signer.email ? "true" : "false",
        "data-email-hint": signer.email ? maskEmail(signer.email) : undefined,
      }
    : { "data-signer-id": signer.id };
  return (
    <li {...data} className="flex min-w-0 flex-col gap-4 rounded-[var(--doc-radius,0.75rem)] border border-ink-200 bg-white p-4 text-ink-900 shadow-xs break-inside-avoid sm:p-5">
      <div className="min-w-0">
        <p className="m-0 text-base leading-snug font-semibold break-words">{name}</p>
        {role && <p className="m-0 text-sm leading-snug break-words text-ink-600">{role}</p>}
      </div>
      <SignatureLine label={labels.signatureLine}>{signed && <Signature signature={signed} labels={labels} />}</SignatureLine>
      {signed && (
        <p className="m-0 flex items-center gap-1.5 text-sm font-medium text-success-700">
          <CheckIcon className="size-4 shrink-0" />
          <span>{withSlot(labels.signedAt, <LocalTime iso={signed.signedAt} kind="datetime">{labels.dateTime(timeValue(signed.signedAt))}</LocalTime>)}</span>
        </p>
      )}
      {live && (
        <button type="button" disabled data-accept-sign="" data-print-hidden="" className={`${PRIMARY_BUTTON} w-full`}>
          {labels.reviewAndSign}
        </button>
      )}
    </li>
  );
}
