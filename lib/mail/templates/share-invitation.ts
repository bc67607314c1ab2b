import { escapeHtml as esc } from "../escape-html";
import { mjmlToHtml } from "../mjml";
import type { MailImage, ShareInvitationView } from "./share-invitation-view";
import { LIGHT, shareInvitationCss, tintOf } from "./share-invitation-style";

// The e-mail that carries a share to its client (workspace spec §3 E-mail share): the workspace's
// logo on a light band, a preview image, the badge, the document's title, who sends it, the owner's
// message around one button, the raw link as a fallback and the workspace in the footer. 600 px
// wide, tables and inline styles through MJML, no web fonts. Every text is escaped here: what the
// owner typed is text, never markup.

/** Paragraphs as HTML, line breaks kept; the last one without a bottom margin. */
const paragraphs = (parts: string[]) =>
  parts.map((part, index) => `<p style="margin:0 0 ${index === parts.length - 1 ? 0 : 16}px">${esc(part).replaceAll("\n", "<br>")}</p>`).join("");

// No fixed height: a preview narrowed on a phone keeps its proportions.
const image = (item: MailImage, extra = "") => `<mj-image src="${esc(item.src)}" alt="${esc(item.alt)}" width="${item.width}px" ${extra}/>`;

/** The logo, or the workspace's name, on a band that stays light in dark mode (no dark-mode class). */
function header(view: ShareInvitationView): string {
  const mark = view.logo
    ? image(view.logo, 'align="center"')
    : `<mj-text align="center" font-family="${view.theme.headingFont}" font-size="22px" letter-spacing="0.04em" line-height="1.3">${esc(view.workspaceName)}</mj-text>`;
  return `<mj-section background-color="${LIGHT.band}" padding="28px 40px"><mj-column>${mark}</mj-column></mj-section>`;
}

function senderRow(view: ShareInvitationView): string {
  const { sender, theme } = view;
  const avatar = sender.photo
    ? `<img src="${esc(sender.photo.src)}" width="48" height="48" alt="" style="display:block;width:48px;height:48px;border-radius:24px;border:0">`
    : `<div class="ed-tint" style="width:48px;height:48px;border-radius:24px;background-color:${tintOf(theme.accent, 0.12)};color:${theme.accent};font-family:${theme.headingFont};font-size:18px;line-height:48px;text-align:center">${esc(sender.initials)}</div>`;
  const workspace = sender.workspace ? `<div class="ed-muted" style="font-size:13px;line-height:1.4;color:${LIGHT.muted}">${esc(sender.workspace)}</div>` : "";
  return `<mj-text css-class="ed-text" padding="0 0 28px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="48" style="width:48px;vertical-align:middle;padding:0 14px 0 0">${avatar}</td>
<td style="vertical-align:middle"><div class="ed-strong" style="font-size:15px;font-weight:600;line-height:1.35;color:${LIGHT.text}">${esc(sender.name)}</div>${workspace}</td>
</tr></table></mj-text>`;
}

function body(view: ShareInvitationView): string {
  const { theme } = view;
  const badge = view.badge
    ? `<mj-text padding="0 0 14px"><span class="ed-tint" style="display:inline-block;padding:5px 12px;border-radius:999px;background-color:${tintOf(theme.accent, 0.1)};color:${theme.accent};font-size:12px;font-weight:600;letter-spacing:0.08em;text-transform:uppercase;line-height:1.4">${esc(view.badge)}</span></mj-text>`
    : "";
  const title = `<mj-text css-class="ed-text ed-title" font-family="${theme.headingFont}" font-size="30px" line-height="1.2" padding="0 0 24px">${esc(view.title)}</mj-text>`;
  const closing = view.closing.length ? `<mj-text css-class="ed-text" padding="0 0 8px">${paragraphs(view.closing)}</mj-text>` : "";
  const note = view.note
    ? `<mj-text css-class="ed-note ed-muted" padding="16px 0 0" font-size="14px"><div style="background-color:${LIGHT.note};border-radius:8px;padding:14px 16px;color:${LIGHT.muted}">${esc(view.note)}</div></mj-text>`
    : "";
  // Less room under the button when nothing follows it before the fallback link.
  const afterButton = closing || note ? 28 : 12;
  return `<mj-section css-class="ed-pad ed-body" padding="36px 48px 8px"><mj-column>
${badge}${title}${senderRow(view)}
<mj-divider css-class="ed-rule" border-color="${LIGHT.hairline}" border-width="1px" padding="0 0 28px"/>
<mj-text css-class="ed-text" padding="0 0 28px">${paragraphs(view.opening)}</mj-text>
<mj-button href="${esc(view.button.url)}" align="left" background-color="${theme.accent}" color="#ffffff" font-size="16px" font-weight="600" line-height="1.2" inner-padding="15px 30px" border-radius="8px" padding="0 0 ${afterButton}px">${esc(view.button.label)}</mj-button>
${closing}${note}
</mj-column></mj-section>`;
}

function fallbackLink(view: ShareInvitationView): string {
  const url = esc(view.button.url);
  return `<mj-section css-class="ed-pad ed-body" padding="20px 48px 40px"><mj-column>
<mj-divider css-class="ed-rule" border-color="${LIGHT.hairline}" border-width="1px" padding="0 0 20px"/>
<mj-text css-class="ed-muted ed-link" font-size="12px" line-height="1.6" color="${LIGHT.muted}" padding="0">${esc(view.linkHint)}<br><a href="${url}" style="color:${view.theme.accent};word-break:break-all">${url}</a></mj-text>
</mj-column></mj-section>`;
}

function footer(view: ShareInvitationView): string {
  const lines = view.footer.map((line) => `<br>${esc(line)}`).join("");
  return `<mj-section padding="24px 32px 40px"><mj-column>
<mj-text css-class="ed-footer" align="center" font-size="12px" line-height="1.7" color="${LIGHT.muted}"><span style="font-size:13px;font-weight:600;letter-spacing:0.04em">${esc(view.workspaceName)}</span>${lines}</mj-text>
</mj-column></mj-section>`;
}

/** The e-mail as MJML (exported for tests that look at the markup before MJML lays it out). */
export function shareInvitationMjml(view: ShareInvitationView): string {
  const preview = view.preview ? `<mj-section padding="0"><mj-column>${image(view.preview, 'align="center" fluid-on-mobile="true"')}</mj-column></mj-section>` : "";
  return `<mjml lang="${view.locale}" dir="ltr">
<mj-head>
<mj-title>${esc(view.subject)}</mj-title>
<mj-preview>${esc(view.preheader)}</mj-preview>
<mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
<mj-attributes>
<mj-all font-family="${view.theme.textFont}"/>
<mj-text color="${LIGHT.text}" font-size="16px" line-height="1.6" padding="0"/>
<mj-image padding="0"/>
</mj-attributes>
<mj-style>${shareInvitationCss()}</mj-style>
</mj-head>
<mj-body width="600px" background-color="${LIGHT.page}" css-class="ed-page">
<mj-section padding="0"><mj-column><mj-spacer height="32px"/></mj-column></mj-section>
<mj-wrapper css-class="ed-card" background-color="${LIGHT.card}" border-radius="16px" padding="0">
${header(view)}${preview}${body(view)}${fallbackLink(view)}
</mj-wrapper>
${footer(view)}
</mj-body>
</mjml>`;
}

/** The plain-text part: the same content in reading order. */
export function shareInvitationText(view: ShareInvitationView): string {
  const blocks = [
    ...(view.badge ? [view.badge] : []),
    view.title,
    ...view.opening,
    `${view.button.label}: ${view.button.url}`,
    ...view.closing,
    ...(view.note ? [view.note] : []),
    ["—", view.workspaceName, ...view.footer].join("\n"),
  ];
  return blocks.join("\n\n");
}

export async function renderShareInvitation(view: ShareInvitationView): Promise<{ html: string; text: string }> {
  return { html: await mjmlToHtml(shareInvitationMjml(view)), text: shareInvitationText(view) };
}
