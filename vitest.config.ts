import { defineConfig } from "vitest/config";

// A plain vitest config, not Astro's getViteConfig: unit and API tests need no Astro, and
// any astro command would touch the build (docs/operations.md "Astro and the front end").
// Time limits catch hangs, not slowness (decision 0032): `npm test` runs some of these beside
// other steps, and a test that waits for a state gets the time the machine needs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/database-templates.ts"],
          // Each file opens its own databases; PGlite takes ~300 MB a copy. Three at once: the pg
          // and Neon blocks wait on the server's own process, which a third worker fills (the
          // stage 714 s where two took 842 s, decision 0032).
          maxWorkers: 3,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/database-templates.ts"],
          // One file at a time, never beside another fault file or the API tests: these
          // measure answer times (2 s while the database is away) and load the machine
          // themselves (a killed server, 20 members paying at once). `npm test` runs them
          // alone beside the unit tests and the build (scripts/test.ts), which keep one core
          // busy: what they must pass beside anyway (decision 0032). In a plain `vitest run`
          // they come after the API tests.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
