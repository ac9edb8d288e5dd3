// GET /api/v1/openapi.json: the description the app serves is the generator's, public and
// cacheable, and lists itself. It does not touch the database, so this runs on PGlite only;
// every other API test holds its answers to the same description (tests/helpers/api-contract.ts).
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildApiDescription } from "../../src/schemas/api/openapi.ts";
import { API_DESCRIPTION_CACHE } from "../../src/server/routes/api-description.ts";
import { headersFor, parseHeaderRules } from "../../src/server/static-site.ts";
import { closeDatabaseHelpers, DATABASE_TARGETS } from "../helpers/databases.ts";
import { withDatabase } from "../helpers/for-each-database.ts";
import { expectApiSecurityHeaders } from "../helpers/security.ts";

afterAll(closeDatabaseHelpers);

const pglite = DATABASE_TARGETS.find((target) => target.name === "pglite")!;

describe("the API description, served", () => {
  const ctx = withDatabase(pglite);

  it("answers GET /api/v1/openapi.json with the generated document, to anyone, cacheable", async () => {
    const response = await ctx.api.app.request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expectApiSecurityHeaders(response, "openapi.json", API_DESCRIPTION_CACHE);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document).toEqual(buildApiDescription());
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api/v1" }]);
    expect(document.paths["/openapi.json"]?.get?.operationId).toBe("apiDescription");
  });

  it("is cached by the CDN, which answers it from the site's file when deployed, as the app caches it", () => {
    // Deployed, the function's config excludes the address (decision 0047): netlify.toml's
    // headers are the file's.
    const rules = parseHeaderRules(readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8"));
    expect(headersFor("/api/v1/openapi.json", rules)["Cache-Control"]).toBe(API_DESCRIPTION_CACHE);
  });

  it("answers the same document again, and a HEAD without a body", async () => {
    const first = await (await ctx.api.app.request("/api/v1/openapi.json")).text();
    expect(await (await ctx.api.app.request("/api/v1/openapi.json")).text()).toBe(first);
    const head = await ctx.api.app.request("/api/v1/openapi.json", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
