// `npm start`: build the site when the build is missing or stale, then serve the site and
// the API on one port with the embedded database (or DATABASE_URL when set).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIsStale } from "./lib/build-freshness.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { stale, reason } = buildIsStale(root);
if (stale) {
  process.stdout.write(`Building the site (${reason})...\n`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    process.stderr.write("The build failed; see the messages above.\n");
    process.exit(build.status ?? 1);
  }
}

const { exitWithError, runFromCommandLine } = await import("../src/server/node.ts");
await runFromCommandLine(process.argv.slice(2)).catch(exitWithError);
