// The Netlify functions as they are deployed: the files `npm run build` writes into
// dist-functions/, which Netlify zips as they are (decision 0021). For each: its size, its
// share of Netlify's zip, and how long a cold instance takes to import it. Run alone
// (`node scripts/bench/function-bundle.ts`) it prints them; with --check (npm run test:budget)
// it only checks that every function is built and within its budget.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateRawSync } from "node:zlib";
import { FUNCTION_BUDGET_BYTES, functionEntries, FUNCTIONS_OUT_DIR, MB } from "../lib/function-build.ts";

/** The cold-import goal of decision 0021, for one function file in a fresh process. */
export const COLD_IMPORT_GOAL_MS = 150;

export interface DeployedFunction {
  name: string;
  file: string;
  bytes: number;
  /**
   * What the file adds to Netlify's zip: Netlify deflates at level 1 (zip-it-and-ship-it; the
   * same byte count as in the zip `netlify build` wrote). Netlify adds its own bootstrap beside it.
   */
  zippedBytes: number;
  /** Cold imports, each in a fresh Node process, fastest first. */
  coldImportMs: number[];
  /**
   * The CPU time of the same imports, fastest first: on 2 shared cores the wall clock waits
   * for other work, the CPU time hardly does.
   */
  coldImportCpuMs: number[];
}

/** The built file of every function in netlify/functions/; throws when one is missing. */
export function deployedFiles(dir = FUNCTIONS_OUT_DIR): { name: string; file: string }[] {
  return functionEntries().map(({ name }) => {
    const file = join(dir, `${name}.mjs`);
    if (!existsSync(file))
      throw new Error(`${relative(process.cwd(), file)} is missing: run npm run build first`);
    return { name, file };
  });
}

/** Imports `file` in a fresh Node process; how long it took, on the clock and in CPU time. */
function coldImport(file: string): { wall: number; cpu: number } {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)}); const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));`;
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }),
  ) as {
    wall: number;
    cpu: number;
  };
}

export function measureDeployedFunctions(options: { dir?: string; runs?: number } = {}): DeployedFunction[] {
  const runs = options.runs ?? 5;
  return deployedFiles(options.dir).map(({ name, file }) => {
    const imports = Array.from({ length: runs }, () => coldImport(file));
    const ascending = (values: number[]) => values.sort((a, b) => a - b);
    return {
      name,
      file,
      bytes: statSync(file).size,
      zippedBytes: deflateRawSync(readFileSync(file), { level: 1 }).length,
      coldImportMs: ascending(imports.map((run) => run.wall)),
      coldImportCpuMs: ascending(imports.map((run) => run.cpu)),
    };
  });
}

export const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;

/**
 * Prints the figures; false when a function is over its size budget. A cold import over its
 * goal is marked, not failed: on 2 shared cores it varies with the machine's load.
 */
export function printDeployedFunctions(functions: DeployedFunction[]): boolean {
  const out = (text: string) => process.stdout.write(`${text}\n`);
  out(`\nNetlify functions as deployed (dist-functions/, zipped by Netlify as they are)`);
  out(
    `  ${"function".padEnd(20)} ${"size".padStart(8)} ${"in the zip".padStart(11)} ${"headroom".padStart(9)}   cold import, median (range) of ${functions[0]?.coldImportMs.length ?? 0}`,
  );
  let ok = true;
  for (const fn of functions) {
    const headroom = FUNCTION_BUDGET_BYTES - fn.bytes;
    const cold = median(fn.coldImportMs);
    if (headroom < 0) ok = false;
    out(
      `  ${fn.name.padEnd(20)} ${`${(fn.bytes / MB).toFixed(2)} MB`.padStart(8)} ${`${(fn.zippedBytes / MB).toFixed(2)} MB`.padStart(11)} ${`${(headroom / MB).toFixed(2)} MB`.padStart(9)}   ${cold.toFixed(0)} ms (${fn.coldImportMs[0]!.toFixed(0)}-${fn.coldImportMs.at(-1)!.toFixed(0)}), CPU ${median(fn.coldImportCpuMs).toFixed(0)} ms${cold > COLD_IMPORT_GOAL_MS ? "  OVER THE GOAL" : ""}${headroom < 0 ? "  OVER THE BUDGET" : ""}`,
    );
  }
  out(
    `  goals: <= ${(FUNCTION_BUDGET_BYTES / MB).toFixed(2)} MB a function (npm run build fails above it), <= ${COLD_IMPORT_GOAL_MS} ms cold import; ` +
      `Netlify adds its bootstrap to each zip (README, Performance)`,
  );
  return ok;
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const over = deployedFiles()
      .map(({ name, file }) => ({ name, bytes: statSync(file).size }))
      .filter((fn) => fn.bytes > FUNCTION_BUDGET_BYTES);
    for (const fn of over) {
      process.stderr.write(
        `${fn.name}: ${(fn.bytes / MB).toFixed(2)} MB, over the ${(FUNCTION_BUDGET_BYTES / MB).toFixed(2)} MB budget\n`,
      );
    }
    if (over.length > 0) process.exit(1);
    process.stdout.write(`Every Netlify function is within ${(FUNCTION_BUDGET_BYTES / MB).toFixed(2)} MB.\n`);
  } else if (!printDeployedFunctions(measureDeployedFunctions())) {
    process.exitCode = 1;
  }
}
