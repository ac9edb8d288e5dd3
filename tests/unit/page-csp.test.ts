// Each page's policy keeps the hashes of its own inline scripts and styles, and nothing it
// did not allow before (scripts/lib/page-csp.ts).
import { describe, expect, it } from "vitest";
import { cspHash, withOwnHashes } from "../../scripts/lib/page-csp.ts";

const THEME = "document.documentElement.classList.add('dark')";
const LOADER = "customElements.define('astro-island', class {})";
const GUARD = "location.replace('/login')";
const STYLE = "astro-island{display:contents}";
const OTHER_STYLE = "body{color:red}";

const policyOf = (html: string) =>
  /content-security-policy" content="([^"]*)"/
    .exec(html)![1]!
    .split(";")
    .map((part) => part.trim());

const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' https://www.google.com/recaptcha/ '${cspHash(THEME)}' '${cspHash(LOADER)}' '${cspHash(GUARD)}'; style-src 'self' '${cspHash(STYLE)}' '${cspHash(OTHER_STYLE)}';"><script>${THEME}</script><style>${STYLE}</style></head><body>${body}</body></html>`;

describe("each page's policy names its own inline hashes", () => {
  it("keeps the hashes of the page's scripts and styles and drops the others", () => {
    const html = page(`<script type="module">${LOADER}</script>`);
    const policy = policyOf(withOwnHashes(html));
    expect(policy).toContain(
      `script-src 'self' https://www.google.com/recaptcha/ '${cspHash(THEME)}' '${cspHash(LOADER)}'`,
    );
    expect(policy).toContain(`style-src 'self' '${cspHash(STYLE)}'`);
    // Every other directive as it was.
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
  });

  it("does not count structured data or external scripts as inline scripts", () => {
    const html = page(
      `<script type="application/ld+json">${GUARD}</script><script type="module" src="/_astro/x.js">${LOADER}</script>`,
    );
    const scriptSrc = policyOf(withOwnHashes(html)).find((part) => part.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain(cspHash(GUARD));
    expect(scriptSrc).not.toContain(cspHash(LOADER));
    expect(scriptSrc).toContain(cspHash(THEME));
  });

  it("never adds a hash the policy did not have", () => {
    const html = page(`<script>alert(1)</script>`);
    expect(withOwnHashes(html)).not.toContain(cspHash("alert(1)"));
  });

  it("leaves a page without a policy as it was", () => {
    const html = `<html><head><script>${THEME}</script></head></html>`;
    expect(withOwnHashes(html)).toBe(html);
  });
});
