// `node scripts/make-icons.ts`: renders the PNG icons and the social-sharing image from the
// SVG sources into public/. Run it after changing public/favicon.svg or
// src/assets/brand/og-image.svg; the PNGs are committed.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const favicon = readFileSync(`${root}public/favicon.svg`);

for (const [file, size] of [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
] as const) {
  await sharp(favicon, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/${file}`);
}
await sharp(readFileSync(`${root}src/assets/brand/og-image.svg`))
  .png({ compressionLevel: 9 })
  .toFile(`${root}public/og-image.png`);
process.stdout.write("Wrote public/apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png\n");
