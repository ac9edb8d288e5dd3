// The site's public origin at build time: canonical links, og:url, og:image, the sitemap
// and robots.txt are written with it. Nothing here imports from elsewhere in src.

export const LOCAL_SITE_URL = "http://localhost:4321";

/** The build variables this looks at (Netlify documents URL, DEPLOY_PRIME_URL, CONTEXT). */
export interface SiteUrlEnv {
  SITE_URL?: string;
  NETLIFY?: string;
  CONTEXT?: string;
  URL?: string;
  DEPLOY_PRIME_URL?: string;
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * SITE_URL when given; on Netlify the site's own address (URL for the production context,
 * the deploy's DEPLOY_PRIME_URL for previews and branch deploys, so their canonical links
 * point at themselves); otherwise the local server's address.
 */
export function resolveSiteUrl(env: SiteUrlEnv): string {
  const explicit = set(env.SITE_URL);
  if (explicit) return explicit;
  if (set(env.NETLIFY) || set(env.CONTEXT)) {
    const netlify =
      env.CONTEXT && env.CONTEXT !== "production"
        ? (set(env.DEPLOY_PRIME_URL) ?? set(env.URL))
        : (set(env.URL) ?? set(env.DEPLOY_PRIME_URL));
    if (netlify) return netlify;
  }
  return LOCAL_SITE_URL;
}

/**
 * A build meant for the public: one on Netlify (NETLIFY and CONTEXT are set in its builds).
 * NODE_ENV cannot tell: `astro build` sets it to "production" for every build, the local
 * ones that `npm start` and the tests serve on localhost included.
 */
export function isProductionBuild(env: SiteUrlEnv): boolean {
  return Boolean(set(env.NETLIFY) || set(env.CONTEXT));
}

export function isLocalOrigin(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === "localhost" || hostname === "0.0.0.0" || /^127\./.test(hostname) || hostname === "[::1]"
  );
}

/**
 * The origin to build with, or an error naming what to set: a production build must never
 * ship localhost in its canonical links and sitemap.
 */
export function siteUrlForBuild(env: SiteUrlEnv): string {
  const url = resolveSiteUrl(env);
  if (isProductionBuild(env) && isLocalOrigin(url)) {
    throw new Error(
      `This production build would publish ${url} in its canonical links, og:url, sitemap.xml and robots.txt. ` +
        "Set SITE_URL to the public origin (on Netlify, URL is used when SITE_URL is unset).",
    );
  }
  return url;
}
