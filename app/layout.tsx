import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import "./globals.css";

export const metadata: Metadata = {
  title: { template: "%s · Eventdocs", default: "Eventdocs" },
};

export const viewport: Viewport = {
  themeColor: "#faf8f5",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    // The font variable sits on <html> so that --font-sans (defined on :root) can resolve it.
    <html lang={locale} className={GeistSans.variable}>
      <body className="min-h-dvh bg-canvas font-sans text-ink-900 antialiased">
        {/* Only what pages outside every area need: each segment's layout gives its own (lib/i18n/client-namespaces.ts). */}
        <ClientMessages area="root">{children}</ClientMessages>
      </body>
    </html>
  );
}
