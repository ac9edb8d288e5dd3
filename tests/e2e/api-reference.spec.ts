// The API reference (/api-reference and a page per group of operations): the API description
// drawn as plain HTML, every operation of the document the API serves on its group's page,
// reachable from the footer, with no script of its own. Axe, sideways scrolling and every
// link and anchor of these pages are checked with the other public pages (crawl.spec.ts,
// brand-shell.spec.ts).
import { readFileSync } from "node:fs";
import { API_TAGS, apiGroupPath } from "../../src/config/api-reference.ts";
import { buildApiDescription } from "../../src/schemas/api/openapi.ts";
import { PHONE_INPUT_PATTERN } from "../../src/schemas/fields.ts";
import { expect, test } from "./fixtures.ts";

const description = buildApiDescription() as {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
};
const operations = Object.entries(description.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, tag: operation.tags[0] })),
);

test("each group's page draws every operation of that group, in the description's order", async ({
  page,
}) => {
  let drawn = 0;
  for (const [tag, title] of Object.entries(API_TAGS)) {
    await page.goto(apiGroupPath(tag as keyof typeof API_TAGS));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const expected = operations.filter((operation) => operation.tag === title);
    await expect(page.locator('section[id^="op-"] h2')).toHaveText(
      expected.map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    );
    drawn += expected.length;
  }
  expect(drawn).toBe(operations.length);
});

test("the first page leads to every operation and shape, and links the JSON", async ({ page, request }) => {
  await page.goto("/api-reference");
  await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "POST /user/create" }).click();
  await expect(page).toHaveURL("/api-reference/accounts#op-signUp");

  const signUp = page.locator("#op-signUp");
  await expect(signUp).toContainText("Who may call it: Anyone");
  // Ten digits, as Indians write them: spaces, dashes, +91, 91 or 0 before them (D26).
  await expect(signUp.getByRole("listitem").filter({ hasText: /^phoneNo string/ })).toContainText(
    `matches ${PHONE_INPUT_PATTERN.source}`,
  );
  await signUp.getByRole("link", { name: "PublicUser" }).click();
  await expect(page).toHaveURL("/api-reference/shapes#shape-PublicUser");
  await expect(page.getByRole("heading", { name: "PublicUser", level: 2 })).toBeInViewport();

  // An operation's shared answers lead back to their one entry on the first page.
  await page.goto("/api-reference/accounts");
  await page.locator("#op-signUp").getByRole("link", { name: "429" }).click();
  await expect(page).toHaveURL("/api-reference#response-TooManyRequests");

  await page.goto("/api-reference");
  const link = page.getByRole("link", { name: "/api/v1/openapi.json" });
  const answer = await request.get((await link.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual(description);
});

// That no page of it loads an island is checked where the crawl loads each page (crawl.spec.ts).
test("is linked from every page's footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL("/api-reference");
});

test("the site's file of the description, which the CDN answers when deployed, is the document the API serves", async ({
  request,
}) => {
  // Decision 0047: deployed, GET /api/v1/openapi.json is dist/api/v1/openapi.json; here the
  // server's own route answers it. Both are the generator's document, byte for byte.
  const file = readFileSync(new URL("../../dist/api/v1/openapi.json", import.meta.url), "utf8");
  const served = await request.get("/api/v1/openapi.json");
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe(file);
  expect(JSON.parse(file)).toEqual(description);
});
