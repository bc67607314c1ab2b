import type { CSSProperties, ReactNode } from "react";
import type { HeroImage, LandingFrameData, PageBase } from "../types";

// The one design of the share's first pages (landing, PIN step, its notices), in the document's style
// (lib/share/landing-look.ts). With a picture: the photo full-bleed at the top on a phone (its title on
// a scrim), beside the content on a wide screen. Without one: a card in the document's background on
// its second background. Plain HTML and CSS: nothing here needs JavaScript, and every image has its
// box before it loads, so nothing shifts.

/**
 * The style's uploaded faces, and the connections its Google fonts need. The Google sheets themselves
 * come last in the body (LandingFontSheets): a sheet in the head would hold the whole first paint
 * until another host answers; at the end of the body it holds nothing, and the faces swap in as they
 * arrive (display=swap), as they would from the head once the sheet is in.
 */
export function LandingHead({ look }: { look: LandingFrameData["look"] }) {
  return (
    <>
      {look.fontHrefs.length > 0 && (
        <>
          <link rel="preconnect" href="https://fonts.googleapis.com" />
          <link rel="preconnect" href="https://fonts.gstatic.com" crossOrigin="" />
        </>
      )}
      {look.fontFaces && <style>{look.fontFaces}</style>}
    </>
  );
}

function LandingFontSheets({ look }: { look: LandingFrameData["look"] }) {
  return look.fontHrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

/** The workspace's logo (its name when it has none): on a light plate over a photo, plain on the card. */
export function LandingBrand({ brand, onPhoto }: { brand: PageBase["brand"]; onPhoto: boolean }) {
  if (!brand) return null;
  if (brand.logoUrl) {
    const logo = (
      // eslint-disable-next-line @next/next/no-img-element -- static HTML of the share view
      <img
        src={brand.logoUrl}
        alt={brand.name}
        width={brand.logoWidth ?? undefined}
        height={brand.logoHeight ?? undefined}
        className={`w-auto max-w-[180px] object-contain ${onPhoto ? "h-8 sm:h-9" : "h-11 sm:h-12"}`}
      />
    );
    return onPhoto ? <div className="inline-flex rounded-[var(--lp-radius)] bg-white/92 px-3.5 py-2 shadow-sm">{logo}</div> : logo;
  }
  return (
    <p
      className={`text-[0.8125rem] font-semibold tracking-[0.18em] uppercase ${onPhoto ? "text-white [text-shadow:0_1px_8px_rgb(0_0_0/0.5)]" : "text-[var(--lp-heading)]"}`}
    >
      {brand.name}
    </p>
  );
}

function HeroPicture({ image }: { image: HeroImage }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static HTML of the share view
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 1024px) 58vw, 100vw"
      width={image.width}
      height={image.height}
      alt=""
      fetchPriority="high"
      className="absolute inset-0 -z-20 size-full object-cover"
    />
  );
}

interface FrameProps {
  page: PageBase & LandingFrameData;
  /** Large text over the photo's scrim (the landing page's title); the card shows it when there is no photo. */
  heroText?: (onPhoto: boolean) => ReactNode;
  /** "tall" for the landing page; "short" for the PIN step and notices, so the form stays in view. */
  heroSize?: "tall" | "short";
  children: ReactNode;
}

/** The page: the style's variables on its root, the hero when there is a picture, and the content. */
export function LandingFrame({ page, heroText, heroSize = "tall", children }: FrameProps) {
  const style = page.look.vars as CSSProperties;
  const rootClass = "min-h-dvh bg-[var(--lp-bg2)] font-[family-name:var(--lp-text-font)] text-[var(--lp-text)]";
  if (!page.hero) {
    return (
      <div style={style} className={`${rootClass} flex flex-col items-center justify-center px-4 py-10 sm:px-6 sm:py-16`}>
        <main className="w-full max-w-xl rounded-[calc(var(--lp-radius)*2)] bg-[var(--lp-bg)] px-6 py-10 text-center shadow-[0_24px_60px_-28px_rgb(0_0_0/0.35)] ring-1 ring-black/5 sm:px-12 sm:py-14">
          <div className="flex flex-col items-center gap-5">
            <LandingBrand brand={page.brand} onPhoto={false} />
            <span aria-hidden="true" className="block h-px w-12 bg-[var(--lp-accent2)]" />
          </div>
          {heroText && <div className="mt-6">{heroText(false)}</div>}
          {children}
        </main>
        <LandingFontSheets look={page.look} />
      </div>
    );
  }
  const height = heroSize === "tall" ? "h-[55svh] min-h-[320px] max-h-[640px]" : "h-[34svh] min-h-[220px] max-h-[360px]";
  // A phone shows the logo and the title on the photo; a wide screen leaves the photo clean and sets
  // them above the content (the hidden copy is display:none, so it is neither seen nor read out).
  return (
    <div style={style} className={`${rootClass} flex flex-col lg:grid lg:min-h-dvh lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]`}>
      <header className={`relative isolate flex flex-col justify-between overflow-hidden bg-[var(--lp-bg2)] ${height} lg:sticky lg:top-0 lg:h-dvh lg:max-h-none`}>
        <HeroPicture image={page.hero} />
        {/* The scrim: the title reads in white on any photo (darkest where the text is). */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(to_bottom,rgb(0_0_0/0.22)_0%,rgb(0_0_0/0)_26%,rgb(0_0_0/0.08)_48%,rgb(0_0_0/0.74)_100%)] lg:hidden"
        />
        <div className="px-5 pt-[max(1.25rem,env(safe-area-inset-top))] sm:px-8 sm:pt-8 lg:hidden">
          <LandingBrand brand={page.brand} onPhoto />
        </div>
        {heroText && <div className="px-6 pb-8 text-white sm:px-8 sm:pb-10 lg:hidden">{heroText(true)}</div>}
      </header>
      <main className="flex flex-1 flex-col bg-[var(--lp-bg)] px-6 lg:justify-center pt-8 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-10 lg:min-h-dvh lg:px-14 lg:py-16">
        <div className="w-full max-w-md lg:mx-auto">
          <div className="mb-9 hidden flex-col items-start gap-6 lg:flex">
            <LandingBrand brand={page.brand} onPhoto={false} />
            <span aria-hidden="true" className="block h-px w-12 bg-[var(--lp-accent2)]" />
            {heroText?.(false)}
          </div>
          {children}
        </div>
      </main>
      <LandingFontSheets look={page.look} />
    </div>
  );
}
