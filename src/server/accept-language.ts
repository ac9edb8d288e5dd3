// Which language a request asks its answer in (docs/product.md D25: API errors in Hindi when
// asked, English otherwise), read from Accept-Language as RFC 9110 §12.5.4 writes it: ranges
// with q-values, the highest q winning, the first written winning a tie.
import type { Context } from "hono";
import { errorIn } from "../i18n/errors.ts";
import { DEFAULT_LANG, type Lang } from "../i18n/lang.ts";

const RANGE = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language of the answer to a request with this Accept-Language: Hindi when a Hindi
 * range ("hi", "hi-IN") is preferred to every English one and to "*"; English otherwise,
 * also when the header is absent or cannot be read. A range with q=0 is refused, not chosen.
 */
export function answerLanguage(header: string | null | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | undefined;
  for (const item of header.split(",")) {
    const [range = "", ...params] = item.split(";").map((part) => part.trim());
    if (!RANGE.test(range)) continue;
    let q = 1;
    for (const param of params) {
      const quality = QUALITY.exec(param);
      if (quality) q = Number(quality[1]);
      else if (/^q=/i.test(param)) q = Number.NaN;
    }
    if (!(q > 0)) continue;
    const primary = range.split("-")[0]!.toLowerCase();
    // "*" and English both mean the API's own language.
    const lang: Lang = primary === "hi" ? "hi" : "en";
    if (primary !== "hi" && primary !== "en" && primary !== "*") continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

/**
 * A member's answer of success (`message`) in the language the request asks for, as its errors
 * are, with their Content-Language: the Hindi pages show some of them as the API words them (the
 * address confirmed, the password changed). The admin panel's answers stay English, as it is.
 */
export function answerIn(c: Context, message: string): string {
  c.header("Vary", "Accept-Language", { append: true });
  const lang = answerLanguage(c.req.header("Accept-Language"));
  if (lang !== DEFAULT_LANG) c.header("Content-Language", lang);
  return errorIn(lang, message);
}
