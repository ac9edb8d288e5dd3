// The build step that lists, in each page's <head>, the modules its scripts import
// (scripts/lib/module-preload.ts): without it a phone learns of each level of imports one
// round trip after the level above.
import { init } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";
import { staticImports, withModulePreloads } from "../../scripts/lib/module-preload.ts";

const MODULES: Record<string, string> = {
  "/_astro/toast-region.js": 'import{n as e}from"./toast.js";e();',
  "/_astro/theme-toggle.js": 'import{a as e}from"./app.js";import"./app.js";e();',
  "/_astro/toast.js": 'import{t as e}from"./atom.js";import"./app.js";export const n=()=>e;',
  "/_astro/atom.js": "export const t=1;",
  "/_astro/app.js": 'export const a=1;const later=()=>import("./dialog.js");',
  "/_astro/dialog.js": 'import"./react.js";',
};
const read = (path: string) => {
  const code = MODULES[path];
  if (code === undefined) throw new Error(`no module ${path}`);
  return code;
};
const page = (scripts: string) => `<html><head><title>t</title></head><body>${scripts}</body></html>`;
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

beforeAll(() => init);

describe("modulepreload links after the build", () => {
  it("lists every module the page's scripts import, through each other, once each, in <head>", () => {
    const html = withModulePreloads(
      page(
        '<script type="module" src="/_astro/toast-region.js"></script><script type="module" src="/_astro/theme-toggle.js"></script>',
      ),
      read,
    );
    expect(preloadsOf(html)).toEqual(["/_astro/toast.js", "/_astro/app.js", "/_astro/atom.js"]);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf("</head>"));
  });

  it("leaves out what a script loads later with import(), and the page's own scripts", () => {
    expect(staticImports(MODULES["/_astro/app.js"]!, "/_astro/app.js")).toEqual([]);
    const html = withModulePreloads(
      page(
        '<script type="module" src="/_astro/toast.js"></script><script type="module" src="/_astro/atom.js"></script>',
      ),
      read,
    );
    expect(preloadsOf(html)).toEqual(["/_astro/app.js"]);
  });

  it("leaves a page without external module scripts as it was", () => {
    const html = page('<script type="module">document.title="x"</script><script src="/legacy.js"></script>');
    expect(withModulePreloads(html, read)).toBe(html);
  });
});
