// One social card (og:image) per public page, drawn at build time: the page's own title on
// the brand's card. site-head.astro points each page at /og/<route>.png (the home page at
// /og/index.png).
import type { APIRoute, GetStaticPaths } from "astro";
import sharp from "sharp";
import { SOCIAL_CARDS, socialCardPath } from "../../config/social-cards.ts";
import { socialCardSvg } from "./_card.ts";

export const getStaticPaths = (() =>
  Object.entries(SOCIAL_CARDS).map(([route, card]) => ({
    params: { slug: socialCardPath(route).slice("/og/".length, -".png".length) },
    props: { title: card.title, kicker: card.kicker },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const svg = await socialCardSvg({ title: String(props.title), kicker: String(props.kicker) });
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
