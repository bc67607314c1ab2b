import type { ReactNode } from "react";
import { LinkPreviewTags } from "./landing/link-preview-tags";
import type { PageBase } from "./types";

// The frame of every share view page: no inline script anywhere (the CSP allows only our own
// files), scripts deferred, one style sheet, the body's data attributes for the browser script.

export function Shell({ page, children, head, bodyClassName }: { page: PageBase; children: ReactNode; head?: ReactNode; bodyClassName?: string }) {
  const visit = page.visit;
  return (
    <html lang={page.locale}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole HTML document rendered outside Next (no next/head here) */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{page.title}</title>
        {page.preview && <LinkPreviewTags preview={page.preview} />}
        {page.brand?.faviconUrl && <link rel="icon" href={page.brand.faviconUrl} />}
        <link rel="stylesheet" href={page.assets.css} />
        {page.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {page.assets.scripts.map((src) => (
          <script key={src} defer src={src} />
        ))}
        {head}
      </head>
      <body
        className={`min-h-dvh bg-canvas font-sans text-ink-900 antialiased ${bodyClassName ?? ""}`}
        data-share-key={visit?.shareKey}
        data-recipient={visit?.recipient}
        data-visit-id={visit?.visitId}
        data-events-url={visit?.eventsUrl}
      >
        {children}
      </body>
    </html>
  );
}

/** The workspace's logo (or its name) at the top of a page. */
export function Brand({ brand, className }: { brand: PageBase["brand"]; className?: string }) {
  if (!brand) return null;
  return (
    <div className={`flex items-center justify-center ${className ?? ""}`}>
      {brand.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- static HTML of the share view
        <img src={brand.logoUrl} alt={brand.name} className="h-10 w-auto max-w-[200px] object-contain" decoding="async" />
      ) : (
        <span className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{brand.name}</span>
      )}
    </div>
  );
}

/** A calm centred card, for the PIN step and the notices. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-surface p-8 text-center shadow-lg ring-1 ring-ink-100">{children}</div>
    </main>
  );
}
