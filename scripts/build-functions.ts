// `npm run build:functions` (part of `npm run build`, hence of Netlify's build): writes each
// Netlify function as the single file Netlify deploys (scripts/lib/function-build.ts), and
// fails when one is over its budget or carries the embedded database.
import { relative } from "node:path";
import { buildFunctions, FUNCTION_BUDGET_BYTES, functionProblems, MB } from "./lib/function-build.ts";

const built = await buildFunctions();
for (const fn of built) {
  process.stdout.write(
    `function ${fn.name.padEnd(20)} ${relative(process.cwd(), fn.file).padEnd(40)} ${(fn.bytes / MB).toFixed(2)} MB (budget ${(FUNCTION_BUDGET_BYTES / MB).toFixed(2)} MB)\n`,
  );
}
const problems = functionProblems(built);
if (problems.length > 0) {
  process.stderr.write(
    `The Netlify functions cannot be deployed:\n${problems.map((p) => `- ${p}`).join("\n")}\n`,
  );
  process.exit(1);
}
