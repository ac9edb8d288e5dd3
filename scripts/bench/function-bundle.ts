// The Netlify Function as Netlify's esbuild bundles it: its size, and how long a cold
// instance takes to import it. Also proves PGlite stays out of its import graph.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface FunctionBundle {
  bytes: number;
  gzipBytes: number;
  inputs: string[];
  coldImportMs: number;
}

/** Bundles the function the way Netlify does; returns the file and its inputs. */
export async function bundleFunction(): Promise<{ outfile: string; inputs: string[] }> {
  const outdir = mkdtempSync(join(tmpdir(), "fn-"));
  const outfile = join(outdir, "api.mjs");
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../../netlify/functions/api.mts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    outfile,
    metafile: true,
    external: ["pg-native"],
    logLevel: "silent",
    // Some CommonJS dependencies call require(); give the ESM bundle one, as Netlify does.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return { outfile, inputs: Object.keys(result.metafile.inputs) };
}

export async function measureFunctionBundle(): Promise<FunctionBundle> {
  const { outfile, inputs } = await bundleFunction();
  const script = `const t = performance.now(); await import(${JSON.stringify(outfile)}); process.stdout.write(String(performance.now() - t));`;
  const runs = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })),
  );
  return {
    bytes: statSync(outfile).size,
    gzipBytes: gzipSync(readFileSync(outfile)).length,
    inputs,
    coldImportMs: runs.sort((a, b) => a - b)[1]!,
  };
}
