import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium-args.ts";

// The built site served by `npm start`'s own server, on a fresh embedded database, in
// Debian's Chromium (never a downloaded browser).
const PORT = Number(process.env.E2E_PORT ?? 4391);
// Set once in the runner; the workers inherit it, so tests can read the server's outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "nova-e2e-"));
export const E2E_OPERATOR_EMAIL = "operators@e2e.test";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Time limits catch hangs, not slowness (decision 0032): a whole journey (sign up, pay,
  // renew, an admin's refund, the credit note) takes about 20 s on an idle 2-core machine and
  // runs beside the API tests in `npm test`; each step may wait 15 s for its state to come.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // No trace: recording one for every test (each action's DOM before and after, every
    // response) to keep it for the few that fail cost 16% of the crawl's CPU and 7% of the
    // journeys' (measured with and without, decision 0032). A failed test still writes its page
    // (error-context.md); to see its actions, run it again with `--trace retain-on-failure`.
    // Nor the screencast: it cost a quarter of the run's CPU.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/start.ts",
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Every browser test comes from 127.0.0.1: one client for the per-client limits.
      RATE_LIMIT_MULTIPLIER: "20",
      OPERATOR_EMAIL: E2E_OPERATOR_EMAIL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
