import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/mail/escape-html";
import { SIGNATURE_FONT_PATH } from "./page-paths";
import { shortUserAgent } from "./user-agent";

// The signing certificate: the signed copy's last page(s), printed in the same pass as the document
// (a page break before it). Plain HTML with its own style sheet, formal and calm: who accepted what,
// how each signer proved their e-mail address, when (the server's clock, UTC), from where (a hash of
// the address, never the address), and the SHA-256 of exactly the content accepted, with the
// address where anyone can check it.

export interface CertificateSigner {
  name: string;
  role: string | null;
  email: string;
  /** When the e-mail code was verified; null when the record has none. */
  verifiedAt: Date | null;
  signedAt: Date;
  addressHash: string;
  userAgent: string;
  kind: "typed" | "drawn";
  typedText: string | null;
  /** PNG bytes of a drawn signature. */
  image: Uint8Array | null;
}

export interface CertificateInput {
  title: string;
  workspace: string;
  acceptedAt: Date;
  contentHash: string;
  verifyUrl: string;
  signers: CertificateSigner[];
  locale: Locale;
  t: Translator;
}

/** "2026-05-02T14:03:11Z": the instant, to the second, in UTC. */
export const isoSecond = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The same instant as a person reads it, in UTC: "2 May 2026, 14:03:11 UTC". */
export function humanUtc(date: Date, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "medium", timeZone: "UTC", hourCycle: "h23" }).format(date)} UTC`;
}

const when = (date: Date, locale: Locale) => `${escapeHtml(humanUtc(date, locale))} <span class="iso">${isoSecond(date)}</span>`;

const row = (label: string, value: string) => (value ? `<div class="row"><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>` : "");

function signatureMark(signer: CertificateSigner, t: Translator): string {
  if (signer.kind === "drawn" && signer.image?.length) {
    const src = `data:image/png;base64,${Buffer.from(signer.image).toString("base64")}`;
    return `<img class="drawn" src="${src}" alt="${escapeHtml(t("pdf.certificate.drawnSignature"))}">`;
  }
  return `<span class="typed">${escapeHtml(signer.typedText?.trim() || signer.name)}</span>`;
}

function signerBlock(signer: CertificateSigner, index: number, input: CertificateInput): string {
  const { t, locale } = input;
  const verification = signer.verifiedAt ? escapeHtml(t("pdf.certificate.emailVerified", { time: humanUtc(signer.verifiedAt, locale) })) : "";
  const kind = escapeHtml(t(signer.kind === "drawn" ? "pdf.certificate.drawnSignature" : "pdf.certificate.typedSignature"));
  return `<li class="signer">
<div class="mark"><span class="number">${index + 1}</span>${signatureMark(signer, t)}<span class="kind">${kind}</span></div>
<dl>
${row(t("pdf.certificate.name"), escapeHtml(signer.name))}
${row(t("pdf.certificate.role"), escapeHtml(signer.role?.trim() ?? ""))}
${row(t("pdf.certificate.email"), escapeHtml(signer.email))}
${row(t("pdf.certificate.verification"), verification)}
${row(t("pdf.certificate.signedAt"), when(signer.signedAt, locale))}
${row(t("pdf.certificate.addressHash"), `<span class="mono">${escapeHtml(signer.addressHash)}</span>`)}
${row(t("pdf.certificate.browser"), escapeHtml(shortUserAgent(signer.userAgent)))}
</dl>
</li>`;
}

/** The certificate's HTML (put after the document) and its style sheet. */
export function certificateHtml(input: CertificateInput): { html: string; css: string } {
  const { t, locale } = input;
  const html = `<section class="pdf-certificate" lang="${locale}" aria-label="${escapeHtml(t("pdf.certificate.title"))}">
<header>
<p class="eyebrow">${escapeHtml(t("pdf.certificate.title"))}</p>
<h1>${escapeHtml(input.title)}</h1>
<p class="intro">${escapeHtml(t("pdf.certificate.intro"))}</p>
<dl class="facts">
${row(t("pdf.certificate.document"), escapeHtml(input.title))}
${row(t("pdf.certificate.workspace"), escapeHtml(input.workspace))}
${row(t("pdf.certificate.accepted"), when(input.acceptedAt, locale))}
</dl>
</header>
<h2>${escapeHtml(t("pdf.certificate.signers"))}</h2>
<ol class="signers">
${input.signers.map((signer, index) => signerBlock(signer, index, input)).join("\n")}
</ol>
<div class="hash">
<h2>${escapeHtml(t("pdf.certificate.contentHash"))}</h2>
<p class="mono value">${escapeHtml(input.contentHash)}</p>
<p class="hint">${escapeHtml(t("pdf.certificate.contentHashHint"))}</p>
<p class="verify">${escapeHtml(t("pdf.certificate.verify", { url: input.verifyUrl }))}</p>
<p class="hint">${escapeHtml(t("pdf.certificate.addressHashHint"))}</p>
</div>
</section>`;
  return { html, css: CERTIFICATE_CSS };
}

const CERTIFICATE_CSS = `
@font-face{font-family:"Eventdocs Signature";src:url("${SIGNATURE_FONT_PATH}") format("woff2");font-display:block}
.pdf-certificate{break-before:page;page-break-before:always;box-sizing:border-box;margin:0;padding:8px 0 0;color:#1c1917;background:#fff;font:14px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-print-color-adjust:exact;print-color-adjust:exact;font-variant-ligatures:none}
.pdf-certificate *{box-sizing:border-box}
.pdf-certificate header{border-bottom:2px solid #1c1917;padding-bottom:18px;margin-bottom:22px}
.pdf-certificate .eyebrow{margin:0 0 6px;font-size:13px;font-weight:600;color:#57534e}
.pdf-certificate h1{margin:0 0 10px;font-size:26px;line-height:1.2;font-weight:600}
.pdf-certificate h2{margin:0 0 12px;font-size:15px;font-weight:600;color:#292524}
.pdf-certificate .intro{margin:0 0 16px;color:#44403c;max-width:62ch}
.pdf-certificate dl{margin:0;display:grid;grid-template-columns:max-content 1fr;column-gap:18px;row-gap:4px}
.pdf-certificate .row{display:contents}
.pdf-certificate dt{color:#57534e;font-size:12.5px;padding-top:1px}
.pdf-certificate dd{margin:0;overflow-wrap:anywhere}
.pdf-certificate .iso{margin-left:8px;color:#78716c;font-size:12px;font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace}
.pdf-certificate .mono{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;font-size:12px;overflow-wrap:anywhere}
.pdf-certificate .signers{list-style:none;margin:0 0 26px;padding:0}
.pdf-certificate .signer{display:grid;grid-template-columns:200px 1fr;gap:22px;padding:16px 0;border-top:1px solid #d6d3d1;break-inside:avoid;page-break-inside:avoid}
.pdf-certificate .signer:last-child{border-bottom:1px solid #d6d3d1}
.pdf-certificate .mark{display:flex;flex-direction:column;align-items:flex-start;gap:6px}
.pdf-certificate .number{font-size:11px;font-weight:600;color:#78716c}
.pdf-certificate .typed{display:block;width:100%;border-bottom:1px solid #a8a29e;padding:2px 0 4px;font-family:"Eventdocs Signature",cursive;font-size:30px;line-height:1.2;color:#1c1917;overflow-wrap:anywhere}
.pdf-certificate .drawn{display:block;max-width:100%;max-height:84px;border-bottom:1px solid #a8a29e;padding-bottom:4px;object-fit:contain;object-position:left bottom}
.pdf-certificate .kind{font-size:11px;color:#78716c}
.pdf-certificate .hash{break-inside:avoid;page-break-inside:avoid;border:1px solid #d6d3d1;border-radius:6px;padding:16px 18px}
.pdf-certificate .hash .value{margin:0 0 8px;font-size:13px;font-weight:600;color:#1c1917}
.pdf-certificate .hint{margin:0 0 8px;font-size:12px;color:#57534e}
.pdf-certificate .verify{margin:0 0 8px;font-weight:600;overflow-wrap:anywhere}
`;
