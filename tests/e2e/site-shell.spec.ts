import { expect, test } from "./fixtures.ts";

test("the home page renders its hero and figures", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Nova Experience");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("98%")).toBeVisible();
  await expect(page.getByText("On-time delivery rate")).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Community" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});

test("the theme is dark by default, toggles from the header and survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);

  await page.getByRole("button", { name: /Theme: dark/ }).click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");

  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: /Theme: light/ })).toBeVisible();
});

test("the stored theme is applied before the first paint (no flash)", async ({ page }) => {
  // Record <html>'s classes at the moment <body> first exists, before anything can paint.
  await page.addInitScript(() => {
    localStorage.setItem("vite-ui-theme", "light");
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).not.toContain(
    "dark",
  );
});

test("system follows the person's colour scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "system"));
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu drawer opens from the right and closes every specified way", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await open.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/#portfolio");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await page.mouse.click(20, 400); // the dimmed page, outside the panel
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole("link", { name: "About Us" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#about-us$/);
    await expect(page.getByRole("heading", { name: "About us" })).toBeInViewport();
  });
});

test("an unknown address shows the 404 page with status 404", async ({ page, pageProblems }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  // Chromium reports the document's own 404 on the console; that one is the point here.
  const documentNotFound = pageProblems.indexOf(
    "Failed to load resource: the server responded with a status of 404 (Not Found)",
  );
  expect(documentNotFound).toBeGreaterThanOrEqual(0);
  pageProblems.splice(documentNotFound, 1);
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
});

// axe on the home page as loaded, in both themes: crawl.spec.ts's sweep of every public page.
