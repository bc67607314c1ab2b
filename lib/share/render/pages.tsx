import { FontLinks, FrozenArticle } from "./article";
import type { Translator } from "./translator";
import { Brand, CenteredCard, Shell } from "./shell";
import { shareRenderContext } from "./context";
import { DealBanner, PdfLink } from "./deal-banner";
import type { DisabledInput, DocumentInput } from "./types";
import { UnavailableDocumentIcon } from "./unavailable-icon";

// The share view's pages (accounts spec §4, §5; workspace spec §7). Plain HTML that works without
// JavaScript: the go-to-document link and the PIN form are ordinary links and forms. The landing page
// and the PIN step, in the document's style, live in ./landing.

export { LandingPage } from "./landing/landing-page";
export { LockedPage, PinPage, VerifiedPage } from "./landing/pin-pages";

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
  const context = shareRenderContext(frozen, input.shareKey, input.locale, input.messages, input.deal);
  // The share as a PDF, where printing is allowed; only on the page of a visit (the recipient names it).
  const pdfHref = !input.preventPrinting && input.visit ? `/api/shared-document/${input.shareKey}/${input.visit.recipient}/pdf` : null;
  return (
    <Shell page={input} head={<FontLinks hrefs={input.fontHrefs} />}>
      <div data-prevent-printing={input.preventPrinting ? "" : undefined}>
        <main className="share-printable mx-auto w-full max-w-[880px] px-0 pb-16 sm:px-4 sm:pt-8">
          <DealBanner deal={input.deal} locale={input.locale} t={t} />
          {input.brand && (input.brand.logoUrl || input.brand.name) && <Brand brand={input.brand} className="py-5 sm:pt-0" />}
          <FrozenArticle frozen={frozen} context={context} styleCss={input.styleCss} />
          {pdfHref && <PdfLink href={pdfHref} t={t} />}
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
