// `npm run test:files`: every unit, API and fault test file declares at least one test when no
// Postgres server is configured (no TEST_DATABASE_URL), as on a newcomer's machine. vitest fails
// a file that declares none ("No test suite found"), so a file whose tests all need a server
// must say so in a skipped test (tests/helpers/for-each-database.ts). `.ci/run` runs this
// without the variable before the full run with it: the check the embedded-only test run made,
// in seconds instead of minutes (decision 0032). It collects the tests without running them.
import { spawnSync } from "node:child_process";
import { globSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import config from "../vitest.config.ts";

const root = join(import.meta.dirname, "..");
const includes = (config.test?.projects ?? []).flatMap((project) =>
  typeof project === "object" && project !== null && "test" in project ? (project.test?.include ?? []) : [],
);
if (includes.length === 0) throw new Error("vitest.config.ts names no test files");
const files = new Set(includes.flatMap((pattern) => globSync(pattern, { cwd: root })));

const work = mkdtempSync(join(tmpdir(), "nova-test-files-"));
const listed = join(work, "tests.json");
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "list", `--json=${listed}`], {
  cwd: root,
  env,
  encoding: "utf8",
});
if (run.status !== 0) {
  process.stderr.write(run.stdout + run.stderr);
  process.stderr.write(`vitest list failed (exit code ${run.status})\n`);
  process.exit(1);
}
const tests = JSON.parse(readFileSync(listed, "utf8")) as { name: string; file: string }[];
rmSync(work, { recursive: true, force: true });

const declared = new Set(tests.map((test) => relative(root, test.file)));
const empty = [...files].filter((file) => !declared.has(file)).sort();
if (empty.length > 0) {
  process.stderr.write(
    `Without TEST_DATABASE_URL these test files declare no test, and vitest fails them:\n` +
      empty.map((file) => `  ${file}\n`).join("") +
      `A file whose tests all need a server says so in a skipped test (forEachDatabase's targets: "server").\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `Without TEST_DATABASE_URL, each of the ${files.size} unit, API and fault test files declares tests (${tests.length} in all).\n`,
);
