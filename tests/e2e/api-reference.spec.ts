// The API reference page (/api-reference): the API description drawn as plain HTML, every
// operation of the document the API serves, reachable from the footer, with no script of
// its own, readable at every width in both themes.
import { buildApiDescription } from "../../src/schemas/api/openapi.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations } from "./helpers.ts";

const description = buildApiDescription() as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operations = Object.entries(description.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, id: operation.operationId })),
);

test("draws every operation of the description the API serves, and links the JSON", async ({
  page,
  request,
}) => {
  await page.goto("/api-reference");
  await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();
  const headings = page.locator('section[id^="op-"] h3');
  await expect(headings).toHaveText(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`));

  const signUp = page.locator("#op-signUp");
  await expect(signUp).toContainText("Who may call it: Anyone");
  await expect(signUp.getByRole("listitem").filter({ hasText: /^phoneNo string/ })).toContainText(
    "matches ^\\d{10}$",
  );
  await signUp.getByRole("link", { name: "PublicUser" }).click();
  await expect(page).toHaveURL(/#shape-PublicUser$/);
  await expect(page.getByRole("heading", { name: "PublicUser", level: 3 })).toBeInViewport();

  const link = page.getByRole("link", { name: "/api/v1/openapi.json" });
  const answer = await request.get((await link.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual(description);
});

test("is linked from every page's footer and loads no island", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL("/api-reference");
  await expect(page.locator("astro-island")).toHaveCount(0);
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds nothing and no width scrolls sideways (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      if (window === window.top) localStorage.setItem("vite-ui-theme", value);
    }, theme);
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/api-reference");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBe(0);
    }
    await expectNoViolations(page);
  });
}
