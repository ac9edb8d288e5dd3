import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { devanagariFont } from "./scripts/lib/devanagari-font.ts";
import { modulePreload } from "./scripts/lib/module-preload.ts";
import { cspHash, pageCsp } from "./scripts/lib/page-csp.ts";
import { RECAPTCHA_CSP_SOURCES } from "./src/config/captcha.ts";
import { siteUrlForBuild } from "./src/config/site-url.ts";
import { GUARD_LEVELS, guardScript } from "./src/lib/guard-script.ts";
import { THEME_INIT_SCRIPT } from "./src/lib/theme-init.ts";

// PUBLIC_ variables as the pages see them (the environment, or a .env file).
const publicEnv = loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "PUBLIC_");
// Google's bot check may show on any page with a form that sends mail or signs in (the
// contact forms, the account pages and dialogs, the landing page): with a site key, every
// page allows its script and frames. Without one the local stand-in needs nothing.
const recaptcha = Boolean(publicEnv.PUBLIC_RECAPTCHA_SITE_KEY || process.env.PUBLIC_RECAPTCHA_SITE_KEY);

// In `npm run dev` the API runs in its own watched process (scripts/dev.ts); Vite forwards
// /api to it. The port is handed over through this variable.
const devApiPort = process.env.DEV_API_PORT;

export default defineConfig({
  // SITE_URL, or Netlify's URL for the deploy; a build on Netlify refuses localhost
  // (src/config/site-url.ts).
  site: siteUrlForBuild(process.env),
  output: "static",
  // Astro's content cache inside the project, not in node_modules (which a worktree may share).
  cacheDir: "./.astro/cache",
  // One address per page, without a trailing slash: /services is dist/services.html, which
  // Netlify and the local server both serve at /services (canonical URLs and the sitemap
  // agree with the links).
  trailingSlash: "never",
  build: { format: "file" },
  // English at the specification's paths, Hindi under /hi/ (docs/product.md D25; src/i18n/).
  // Nobody is moved to another language: no redirects, only an offer and a switch.
  i18n: {
    locales: ["en", "hi"],
    defaultLocale: "en",
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // No adapter: every page is prerendered and Netlify serves dist/ as it is; the API is a
  // plain Netlify Function (decision 0003 says why @astrojs/netlify is not used).
  // modulePreload: each page names the modules its scripts import (scripts/lib/module-preload.ts).
  // devanagariFont: the Hindi pages' face, cut to the site's Hindi words before Vite reads the
  // styles (decision 0036). pageCsp: each page's policy names only its own inline hashes
  // (scripts/lib/page-csp.ts).
  integrations: [react(), modulePreload(), devanagariFont(), pageCsp()],
  prefetch: false,
  // No code blocks on this site; Shiki's inline styles would break the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        ...(recaptcha ? [`frame-src ${RECAPTCHA_CSP_SOURCES.frames.join(" ")}` as const] : []),
      ],
      // The two inline scripts of our own: the theme before first paint, the page guards.
      scriptDirective: {
        hashes: [cspHash(THEME_INIT_SCRIPT), ...GUARD_LEVELS.map((level) => cspHash(guardScript(level)))],
        // Any script source replaces Astro's default 'self', so 'self' is named again.
        ...(recaptcha ? { resources: ["'self'", ...RECAPTCHA_CSP_SOURCES.scripts] } : {}),
      },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    // Fonts stay files: the CSP allows fonts from 'self' only, and the ₹-only faces must load
    // only on pages that show a ₹ (decision 0017), not ride inline in every page's CSS.
    build: {
      assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
      // React, react-dom and the scheduler in one file (decision 0045): every island page needs
      // all of them, and the bundler's own split into four files cost each page about 1.1 KB of
      // module overhead and moved with every new lazy import.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
    server: devApiPort
      ? { proxy: { "/api": { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } } }
      : {},
  },
});
