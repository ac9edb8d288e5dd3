// One layout for every e-mail the product sends (members, visitors and operators alike): a
// message is written once as parts (lines, labelled facts, lists, links) and becomes both its
// text part, word for word as the API tests read it, and its HTML part. The HTML is the kind
// mail clients render: tables for layout, inline styles, nothing remote (no images, fonts or
// tracking), a 600 px column that narrows to a phone, the brand's colours from
// src/config/brand.ts and src/styles/global.css (as hex: mail clients know no oklch), and
// colours that stay readable when a client darkens the message.
import { BRAND_COLORS } from "../../config/brand.ts";
import { ADDRESS_LINES, PRIVACY_NOTICE_PATH, SITE, whatsappChatLink } from "../../config/site.ts";
import { HTML_LANG, pathInLang, type Lang } from "../../i18n/lang.ts";
import { mailWords } from "../../i18n/mail.ts";

/** A link drawn as a button in the HTML. */
export interface MailAction {
  label: string;
  href: string;
}

/**
 * One piece of a message. A string is a line of the text part and a paragraph of the HTML
 * ("" only spaces the text part). `line` is what the text part says for links and facts
 * (null: nothing, for what only the HTML shows, such as buttons to call the business).
 */
export type MailPart =
  | string
  | { facts: readonly (readonly [label: string, value: string])[]; title?: string }
  | { list: readonly string[]; title: string }
  | { actions: readonly MailAction[]; line: string | null; lead?: string };

const COLORS = {
  night: BRAND_COLORS.night,
  ivory: BRAND_COLORS.ivory,
  saffron: BRAND_COLORS.saffron,
  /** global.css --surface, --background, --foreground, --muted, --border (light theme). */
  surface: "#f8f3eb",
  card: "#fefbf6",
  text: "#131922",
  muted: "#4f5661",
  border: "#ddd6cd",
  /** global.css --accent (--color-brand-700): white on it is 5.8:1. */
  accent: "#a24e10",
} as const;

/** Latin faces first, then the Devanagari ones each system ships, so Hindi never falls to boxes. */
const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', Mangal, sans-serif";

/** Text or an attribute's value as HTML shows it, never as markup: the one escape of the layout. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** A link's address, or "#" for a scheme a mail should never carry (javascript:, data:). */
function safeHref(href: string): string {
  return /^(https?:|tel:|mailto:)/i.test(href) ? escapeHtml(href) : "#";
}

/** Escaped text whose line breaks (a details box, a typed note) stay line breaks. */
const multiline = (text: string) => escapeHtml(text).replaceAll("\n", "<br>");

/** The business's phone as tel: writes it: "+919876543210". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The business's WhatsApp number as people read it: "+91 98765 43210". */
export const whatsappNumber = () =>
  `+${SITE.whatsapp.slice(0, -10)} ${SITE.whatsapp.slice(-10, -5)} ${SITE.whatsapp.slice(-5)}`;

/**
 * How a message is laid out: its reader's language, its subject (the HTML's title), and the
 * site's origin, for the link to the privacy notice that ends every message (docs/product.md D27).
 */
export interface MailOptions {
  lang: Lang;
  subject: string;
  siteUrl: string;
}

/** The privacy notice in the reader's language: /hi/privacy for a Hindi reader. */
export const privacyNoticeLink = (siteUrl: string, lang: Lang) =>
  new URL(pathInLang(PRIVACY_NOTICE_PATH, lang), siteUrl).toString();

/** The text part's last line: the privacy notice and its address. */
export const privacyLine = (siteUrl: string, lang: Lang) =>
  `${mailWords(lang).footer.privacy}: ${privacyNoticeLink(siteUrl, lang)}`;

/** The text part: every part's own line, in order, as the tests and the text readers see it. */
export function textOf(parts: readonly MailPart[]): string {
  return parts
    .flatMap((part): string[] => {
      if (typeof part === "string") return [part];
      if ("facts" in part) {
        return [
          ...(part.title ? [part.title] : []),
          ...part.facts.map(([label, value]) => `${label}: ${value}`),
        ];
      }
      if ("list" in part) return [part.title, ...part.list.map((item) => `- ${item}`)];
      return part.line === null ? [] : [part.line];
    })
    .join("\n");
}

const paragraph = (html: string, style = "") => `<p style="margin:0 0 16px;${style}">${html}</p>`;

/** A heading of facts or a list: the text's "What you asked for:" without its colon. */
const heading = (title: string) =>
  paragraph(`<strong>${escapeHtml(title.replace(/:$/, ""))}</strong>`, "margin-bottom:8px");

/**
 * Table-built buttons, one under the other (a row of them can overflow a phone's width): the
 * whole cell carries the colour, so it shows in clients that ignore a link's padding.
 */
function buttons(actions: readonly MailAction[]): string {
  const cells = actions
    .map(
      (action) =>
        `<tr><td style="padding:0 0 8px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${COLORS.accent}" style="border-radius:6px;background:${COLORS.accent}"><a class="mail-button" href="${safeHref(action.href)}" target="_blank" style="display:inline-block;padding:12px 20px;font-family:${FONT_STACK};font-size:16px;font-weight:bold;line-height:1.3;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></td></tr></table></td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px">${cells}</table>`;
}

function partHtml(part: MailPart): string {
  if (typeof part === "string") return part === "" ? "" : paragraph(multiline(part));
  if ("facts" in part) {
    const rows = part.facts
      .map(
        ([label, value]) =>
          `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;border-top:1px solid ${COLORS.border};font-weight:normal;color:${COLORS.muted};width:40%">${escapeHtml(label)}</th><td valign="top" style="padding:6px 0;border-top:1px solid ${COLORS.border}">${multiline(value)}</td></tr>`,
      )
      .join("");
    return `${part.title ? heading(part.title) : ""}<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;font-size:15px;border-bottom:1px solid ${COLORS.border}">${rows}</table>`;
  }
  if ("list" in part) {
    const items = part.list.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join("");
    return `${heading(part.title)}<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
  }
  return `${part.lead ? paragraph(multiline(part.lead)) : ""}${buttons(part.actions)}`;
}

/**
 * The HTML part of a message: brand header, the parts, and the business's address and numbers
 * and the privacy notice.
 */
export function htmlOf(parts: readonly MailPart[], options: MailOptions): string {
  const footer = mailWords(options.lang).footer;
  const link = (href: string, text: string) =>
    `<a href="${safeHref(href)}" style="color:${COLORS.accent};text-decoration:underline;white-space:nowrap">${escapeHtml(text)}</a>`;
  const reach = [
    `${escapeHtml(footer.phone)}: ${link(telHref(SITE.phone), SITE.phone)}`,
    `WhatsApp: ${link(whatsappChatLink(), whatsappNumber())}`,
    link(`mailto:${SITE.email}`, SITE.email),
  ].join(" &middot; ");
  return `<!DOCTYPE html>
<html lang="${HTML_LANG[options.lang]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(options.subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .mail-bg { background: ${COLORS.night} !important; }
  .mail-card { background: #221d3b !important; color: ${COLORS.ivory} !important; }
  .mail-card th, .mail-muted { color: #c9c4d8 !important; }
  .mail-card a:not(.mail-button) { color: ${COLORS.saffron} !important; }
}
</style>
</head>
<body class="mail-bg" style="margin:0;padding:0;background:${COLORS.surface}">
<table role="presentation" class="mail-bg" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.surface}" style="background:${COLORS.surface}">
<tr><td align="center" style="padding:16px 8px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:separate">
<tr><td bgcolor="${COLORS.night}" style="background:${COLORS.night};padding:20px 24px;border-radius:8px 8px 0 0;border-bottom:4px solid ${COLORS.saffron}">
<div style="font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.1;color:${COLORS.ivory}">${escapeHtml(SITE.name.split(" ")[0]!)}</div>
<div style="font-family:${FONT_STACK};font-size:11px;letter-spacing:4px;color:${COLORS.saffron}">${escapeHtml(SITE.name.split(" ").slice(1).join(" ").toUpperCase())}</div>
</td></tr>
<tr><td class="mail-card" bgcolor="${COLORS.card}" style="background:${COLORS.card};padding:24px;font-family:${FONT_STACK};font-size:16px;line-height:1.6;color:${COLORS.text}">
${parts.map(partHtml).join("\n")}
</td></tr>
<tr><td class="mail-card mail-muted" bgcolor="${COLORS.card}" style="background:${COLORS.card};padding:16px 24px 24px;border-top:1px solid ${COLORS.border};border-radius:0 0 8px 8px;font-family:${FONT_STACK};font-size:13px;line-height:1.6;color:${COLORS.muted}">
<strong>${escapeHtml(SITE.name)}</strong><br>
${ADDRESS_LINES.map(escapeHtml).join("<br>")}<br>
${reach}<br>
${link(privacyNoticeLink(options.siteUrl, options.lang), footer.privacy)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** A message's two bodies from its parts, each ending with the link to the privacy notice. */
export function bodies(
  parts: readonly MailPart[],
  options: MailOptions,
): { textBody: string; htmlBody: string } {
  return {
    textBody: `${textOf(parts)}\n\n${privacyLine(options.siteUrl, options.lang)}`,
    htmlBody: htmlOf(parts, options),
  };
}
