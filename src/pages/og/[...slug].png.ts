// One social card (og:image) per public page and language, drawn at build time: the page's own
// title on the brand's card, in Devanagari on the Hindi cards. site-head.astro points each
// page at its card (src/i18n/social-cards.ts): /og/services.png, /og/hi/services.png.
import type { APIRoute, GetStaticPaths } from "astro";
import sharp from "sharp";
import { socialCardsToDraw } from "../../i18n/social-cards.ts";
import { socialCardSvg } from "./_card.ts";

export const getStaticPaths = (() =>
  socialCardsToDraw().map(({ path, text, lang }) => ({
    params: { slug: path.slice("/og/".length, -".png".length) },
    props: { title: text.title, kicker: text.kicker, lang },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const svg = await socialCardSvg({
    title: String(props.title),
    kicker: String(props.kicker),
    lang: props.lang === "hi" ? "hi" : "en",
  });
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
