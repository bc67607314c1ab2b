import { enhanceDecline } from "./lib/accept-decline";
import { enhanceSigning } from "./lib/accept-sign";
import { localizeTimes } from "./lib/local-time";
import { onReady } from "./lib/near-viewport";

// The share view's Accept blocks (rendered live by lib/blocks/types/accept/view.tsx only while the
// deal is open): "Review and sign" opens the signing dialog for that signer (./lib/accept-sign.ts),
// "Decline" the declining one (./lib/accept-decline.ts); after either the page reloads and the
// server renders the signature or the outcome. The server's refusals show on the field they name,
// or in the dialog's notice; a 409 (the document changed, or was signed or closed meanwhile) offers
// to reload. Texts come translated from the markup and its data attributes. Times the server wrote
// (signatures, the outcome) are shown again in the reader's time zone.

onReady(() => {
  localizeTimes(document, document.documentElement.lang || "en");
  for (const root of document.querySelectorAll<HTMLElement>("[data-accept-block]")) {
    enhanceSigning(root);
    enhanceDecline(root);
  }
});
