// The Netlify functions as they are deployed. Each entry of netlify/functions/ is bundled by
// esbuild into one self-contained, minified ES module in dist-functions/. netlify.toml names
// that folder as the functions directory with node_bundler = "none", so Netlify zips each file
// as it is, beside its own bootstrap, and traces nothing. The file the bench measures and the
// tests import is therefore the file that runs (docs/decisions/0021).
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { embedNativeAddons } from "./native-addons.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const FUNCTIONS_SOURCE_DIR = join(ROOT, "netlify", "functions");
/** The folder netlify.toml's [functions] directory names; written by `npm run build`. */
export const FUNCTIONS_OUT_DIR = join(ROOT, "dist-functions");

/** Megabytes as decision 0021 counts them (the traced 1.52 MB zip was 1,523,204 bytes). */
export const MB = 1_000_000;
/**
 * The most one deployed function file may weigh, unpacked (decision 0021's goal). Netlify adds its
 * own bootstrap beside it; the zip is smaller than the file (see the README's figures). 1.6 MB
 * since the member's data rights (decision 0039): the API was 1.49 MB before them and 1.52 MB
 * with them (the erasure, the data summary and their API description), imported cold in
 * 114-128 ms (medians of 5 on a busy machine), within the 150 ms goal that the size stands in for.
 * The environment's parser then moved from classic zod to zod/mini (src/server/env.ts), so the
 * function carries one zod instead of two: 1.49 MB again, with the data rights.
 */
export const FUNCTION_BUDGET_BYTES = 1.6 * MB;

/** The source files Netlify would take for functions; each becomes one built file. */
const ENTRY_EXTENSIONS = new Set([".mts", ".ts", ".mjs", ".js"]);
/** PGlite does not survive bundling, and the embedded database is for local use only. */
const FORBIDDEN_INPUT = /@electric-sql\/pglite|src\/server\/db\/embedded\.ts/;

export interface FunctionEntry {
  /** The function's name on Netlify: the file's name without its extension. */
  name: string;
  source: string;
}

export interface BuiltFunction extends FunctionEntry {
  /** The built file, `<out>/<name>.mjs`. */
  file: string;
  bytes: number;
  /** Every source file in the bundle, relative to the project's root. */
  inputs: string[];
}

/**
 * Every function in netlify/functions/. Anything there that is not a top-level entry file
 * (a folder, say) is refused, so a new function is never silently left out of the deploy.
 */
export function functionEntries(sourceDir = FUNCTIONS_SOURCE_DIR): FunctionEntry[] {
  return readdirSync(sourceDir)
    .sort()
    .map((file) => {
      const source = join(sourceDir, file);
      if (!statSync(source).isFile() || !ENTRY_EXTENSIONS.has(extname(file))) {
        throw new Error(
          `netlify/functions/${file}: only top-level .mts, .ts, .mjs or .js function files are built (scripts/lib/function-build.ts)`,
        );
      }
      return { name: basename(file, extname(file)), source };
    });
}

/** Builds every function (or the given ones) into `outdir`, emptied first. */
export async function buildFunctions(
  outdir = FUNCTIONS_OUT_DIR,
  entries: readonly FunctionEntry[] = functionEntries(),
): Promise<BuiltFunction[]> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((entry) => [entry.name, entry.source])),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: false,
    platform: "node",
    format: "esm",
    target: "node22",
    // Half the size, and Netlify reads `config` from the minified file all the same: it follows
    // `export { x as config }` to the object literal `x` (decision 0021).
    minify: true,
    // Hindi words (the API's errors, the e-mails) kept as UTF-8: esbuild's default writes each
    // Devanagari letter as a six-byte \uXXXX escape, twice its three UTF-8 bytes.
    charset: "utf8",
    metafile: true,
    // pg asks for its optional native binding lazily; it is never used here. The API's
    // description and its generator are the site's file (decision 0047): the route that loads
    // them answers 404 in a deployed function before its import, which the define below folds
    // away, so the function carries neither.
    external: ["pg-native", "*/schemas/api/openapi.ts"],
    // The deployed function is production whatever its entry or environment says (env.ts).
    define: { __NOVA_DEPLOYED_FUNCTION__: "true" },
    // Some CommonJS dependencies call require() for Node's modules; an ES module has none.
    banner: {
      js: "import{createRequire as __nova_cr}from'node:module';const require=__nova_cr(import.meta.url);",
    },
    // argon2's C code travels inside the file, for Netlify's Linux x64 (native-addons.ts).
    plugins: [embedNativeAddons(ROOT)],
    logLevel: "warning",
  });
  return entries.map((entry) => {
    const file = join(outdir, `${entry.name}.mjs`);
    const output = result.metafile.outputs[relative(process.cwd(), file).split("\\").join("/")];
    if (!output) throw new Error(`esbuild wrote no ${file}`);
    return {
      ...entry,
      file,
      bytes: statSync(file).size,
      inputs: Object.keys(output.inputs).map((input) => relative(ROOT, join(process.cwd(), input))),
    };
  });
}

/** What is wrong with the built functions: over the budget, or carrying PGlite. */
export function functionProblems(built: readonly BuiltFunction[]): string[] {
  const problems: string[] = [];
  for (const fn of built) {
    if (fn.bytes > FUNCTION_BUDGET_BYTES) {
      problems.push(
        `${fn.name}: ${(fn.bytes / MB).toFixed(2)} MB, over the ${(FUNCTION_BUDGET_BYTES / MB).toFixed(2)} MB budget`,
      );
    }
    const forbidden = fn.inputs.filter((input) => FORBIDDEN_INPUT.test(input));
    if (forbidden.length > 0)
      problems.push(`${fn.name}: carries the embedded database (${forbidden.join(", ")})`);
  }
  return problems;
}
