/** Without the app, the page is still visible this long after asking for it (workspace spec §9). */
export const WHATSAPP_FALLBACK_MS = 1500;

export function whatsappUrls(text: string) {
  const encoded = encodeURIComponent(text);
  return { app: `whatsapp://send?text=${encoded}`, web: `https://wa.me/?text=${encoded}` };
}

export interface WhatsAppEnvironment {
  openApp: (url: string) => void;
  openTab: (url: string) => void;
  isVisible: () => boolean;
  setTimeout: (run: () => void, ms: number) => unknown;
}

const browser = (): WhatsAppEnvironment => ({
  openApp: (url) => window.location.assign(url),
  openTab: (url) => void window.open(url, "_blank", "noopener,noreferrer"),
  isVisible: () => document.visibilityState === "visible",
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

/**
 * Opens WhatsApp with the text. The app, when installed, takes the screen and the page is hidden;
 * when the page is still visible after 1.5 s there is no app, so WhatsApp's web page opens instead.
 */
export function shareOnWhatsApp(text: string, environment: WhatsAppEnvironment = browser()) {
  const urls = whatsappUrls(text);
  environment.openApp(urls.app);
  environment.setTimeout(() => {
    if (environment.isVisible()) environment.openTab(urls.web);
  }, WHATSAPP_FALLBACK_MS);
}
