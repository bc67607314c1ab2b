import { describe, expect, it } from "vitest";
import { shareOnWhatsApp, WHATSAPP_FALLBACK_MS, whatsappUrls, type WhatsAppEnvironment } from "./whatsapp";

function environment(visible: boolean) {
  const calls: string[] = [];
  let pending: { run: () => void; ms: number } | null = null;
  const env: WhatsAppEnvironment = {
    openApp: (url) => calls.push(`app ${url}`),
    openTab: (url) => calls.push(`tab ${url}`),
    isVisible: () => visible,
    setTimeout: (run, ms) => {
      pending = { run, ms };
    },
  };
  const fire = () => {
    const timer = pending as { run: () => void; ms: number } | null;
    expect(timer?.ms).toBe(WHATSAPP_FALLBACK_MS);
    timer?.run();
  };
  return { env, calls, fire };
}

describe("WhatsApp share", () => {
  it("encodes the text for the app and the web", () => {
    expect(whatsappUrls("Gala: https://x.test/s/a?b=1&c")).toEqual({
      app: "whatsapp://send?text=Gala%3A%20https%3A%2F%2Fx.test%2Fs%2Fa%3Fb%3D1%26c",
      web: "https://wa.me/?text=Gala%3A%20https%3A%2F%2Fx.test%2Fs%2Fa%3Fb%3D1%26c",
    });
  });

  it("falls back to wa.me after 1.5 s when the page is still visible (no app)", () => {
    const { env, calls, fire } = environment(true);
    shareOnWhatsApp("hi", env);
    expect(calls).toEqual(["app whatsapp://send?text=hi"]);
    fire();
    expect(calls).toEqual(["app whatsapp://send?text=hi", "tab https://wa.me/?text=hi"]);
  });

  it("opens nothing more when the app took over the screen", () => {
    const { env, calls, fire } = environment(false);
    shareOnWhatsApp("hi", env);
    fire();
    expect(calls).toEqual(["app whatsapp://send?text=hi"]);
  });
});
