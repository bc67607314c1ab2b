import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { DesignMissingPage, DesignPreviewPage } from "./design-preview";
import { DisabledPage, DocumentPage, LandingPage, LockedPage, PinPage, VerifiedPage } from "./pages";
import { shareTranslator } from "./translator";
import type { PageBase, ShareRenderer } from "./types";

// The share view's renderer, bundled by scripts/build-share.mjs into .share-build/renderer.mjs and
// loaded by the route handlers at run time (lib/share/build-output.ts). Block views are the editor's
// own components; client components among them (islands) render as their static HTML here, their
// effects never run, and the browser scripts of lib/share/client enhance that markup.

function html(page: PageBase, element: ReactElement): string {
  // Islands that translate (carousel, floor plan) read next-intl's context.
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <IntlProvider locale={page.locale} messages={page.messages as never} timeZone="UTC">
      {element}
    </IntlProvider>,
  )}`;
}

const renderer: ShareRenderer = {
  renderLanding: (input) => html(input, <LandingPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderPin: (input) => html(input, <PinPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderVerified: (input) => html(input, <VerifiedPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderLocked: (input) => html(input, <LockedPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderDocument: (input) => html(input, <DocumentPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderDisabled: (input) => html(input, <DisabledPage input={input} t={shareTranslator(input.locale, input.messages)} />),
  renderDesignPreview: (input) => html(input, <DesignPreviewPage input={input} />),
  renderDesignMissing: (input) => html(input, <DesignMissingPage input={input} />),
};

export const { renderLanding, renderPin, renderVerified, renderLocked, renderDocument, renderDisabled, renderDesignPreview, renderDesignMissing } = renderer;
