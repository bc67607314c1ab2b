import type { AcceptContent } from "@/lib/acceptance/types";
import type { BlockViewProps } from "../../definition";
import { isBlankHtml, PROSE_CLASSES } from "../../rich-text/prose";
import { sanitizeRichText } from "../../sanitize";
import { blockSignatures } from "./deal-text";
import { ACCEPT_PROBLEMS, acceptDeclineLabels, acceptSignLabels, acceptViewLabels } from "./labels";
import { DealOutcome } from "./outcome";
import type { AcceptMeta } from "./schema";
import { DeclineDialog, SignDialog } from "./sign-dialog";
import { SignerCard, type SignerState } from "./signer-card";

// The Accept block as every reader sees it: the title, the terms, then one card per signer.
// Where a signer has signed (context.deal, the share view of a share that closes a deal), the card
// shows the signature and when; the outcome (accepted, declined) stands above the cards.
// Only the live share view (interactive, with a deal and no outcome yet) gets the "Review and sign"
// buttons, the "Decline" button and the dialogs, with the data attributes
// lib/share/client/accept.ts reads (the calls' address, the block and signer ids, the hash of what a
// signature covers now, the translated texts). Everywhere else (the editor, previews, a document
// exported without a share) the cards show an empty signature line, which also prints well.

export function AcceptView({ block, context }: BlockViewProps<AcceptContent, AcceptMeta>) {
  const content = block.content;
  const labels = acceptViewLabels(context.labels.text);
  const deal = context.deal;
  const live = context.mode === "view" && context.interactive === true && deal !== undefined && deal.outcome === null;
  const signatures = blockSignatures(deal, block.id);
  const title = content.title.trim() || labels.defaultTitle;
  const terms = sanitizeRichText(content.terms ?? "");
  const prefix = `accept-${block.id}`;
  const sign = live ? acceptSignLabels(context.labels.text) : null;

  const stateOf = (signerId: string): SignerState => {
    const signature = signatures.get(signerId);
    if (signature) return { kind: "signed", signature };
    return live ? { kind: "open" } : { kind: "line" };
  };

  const liveData =
    live && sign
      ? {
          "data-accept-block": "",
          "data-block-id": block.id,
          "data-id-prefix": prefix,
          "data-api-base": deal.apiBase,
          "data-content-hash": deal.contentHash,
          "data-require-agreement": content.requireAgreement ? "true" : "false",
          "data-msg-step": sign.step,
          "data-msg-working": sign.working,
          "data-msg-resent": sign.resent,
          "data-msg-reload": sign.reload,
          ...Object.fromEntries(ACCEPT_PROBLEMS.map((problem) => [`data-msg-problem-${problem}`, sign.problems[problem]])),
        }
      : {};

  return (
    <section {...liveData} aria-labelledby={`${prefix}-title`} className="flex flex-col gap-5">
      <h3 id={`${prefix}-title`} className="doc-h3 m-0 text-[1.3em] leading-tight font-semibold tracking-tight text-[var(--doc-heading,inherit)]">
        {title}
      </h3>
      {!isBlankHtml(terms) && <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: terms }} />}
      {deal?.outcome && <DealOutcome outcome={deal.outcome} deal={deal} labels={labels} />}
      <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 sm:gap-4">
        {content.signers.map((signer, index) => (
          <SignerCard key={signer.id} signer={signer} number={index + 1} state={stateOf(signer.id)} labels={labels} />
        ))}
      </ul>
      {context.mode === "editor" && (
        <p role="note" className="m-0 text-sm text-ink-600">
          {labels.editorNote}
        </p>
      )}
      {live && sign && (
        <>
          <div className="flex flex-col items-center gap-2" data-print-hidden="">
            <button
              type="button"
              disabled
              data-accept-decline=""
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium underline decoration-current/40 underline-offset-4 opacity-80 hover:opacity-100 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50"
            >
              {labels.decline}
            </button>
            <noscript>
              <p className="m-0 text-sm text-ink-600">{labels.noscript}</p>
            </noscript>
          </div>
          <SignDialog prefix={prefix} labels={sign} agreement={content.requireAgreement ? content.agreementLabel.trim() || labels.defaultAgreement : null} />
          <DeclineDialog prefix={prefix} labels={acceptDeclineLabels(context.labels.text)} close={sign.close} />
        </>
      )}
    </section>
  );
}
