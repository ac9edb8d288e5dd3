// `node scripts/bench/document-pdf.ts`: what the tax-document PDF costs the API function
// (decision 0022): bytes it adds to a minified esbuild bundle of netlify/functions/api.mts,
// its own cold import in a fresh process, and the time to render one document. Times are CPU
// time (user + system) of the process, which another job on the same two cores inflates far
// less than wall time; wall time is printed beside it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { interStateInvoice } from "../../tests/fixtures/tax-documents.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "pdf-bench-"));

async function minified(entry: string, name: string): Promise<{ file: string; bytes: number }> {
  const file = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    minify: true,
    outfile: file,
    external: ["pg-native"],
    logLevel: "silent",
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return { file, bytes: statSync(file).size };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const api = await minified(join(root, "netlify/functions/api.mts"), "api");
const withPdfEntry = join(dir, "api-with-pdf.ts");
writeFileSync(
  withPdfEntry,
  `export { default, config } from ${JSON.stringify(join(root, "netlify/functions/api.mts"))};
   export { renderTaxDocumentPdf } from ${JSON.stringify(join(root, "src/server/documents/pdf.ts"))};`,
);
const apiWithPdf = await minified(withPdfEntry, "api-with-pdf");
const withLazyPdfEntry = join(dir, "api-with-lazy-pdf.ts");
writeFileSync(
  withLazyPdfEntry,
  `export { default, config } from ${JSON.stringify(join(root, "netlify/functions/api.mts"))};
   export { renderTaxDocumentPdfLazily } from ${JSON.stringify(join(root, "src/server/documents/lazy.ts"))};`,
);
const apiWithLazyPdf = await minified(withLazyPdfEntry, "api-with-lazy-pdf");
const pdfAlone = await minified(join(root, "src/server/documents/pdf.ts"), "pdf");

const doc = JSON.stringify(interStateInvoice());
const script = (file: string, renders: number) => `
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const w0 = performance.now(), c0 = cpu();
  const m = await import(${JSON.stringify(file)});
  const importWall = performance.now() - w0, importCpu = cpu() - c0;
  const doc = JSON.parse(process.env.DOC);
  const renders = [];
  let bytes = 0;
  for (let i = 0; i < ${renders}; i++) {
    const w = performance.now(), c = cpu();
    if (m.renderTaxDocumentPdf) bytes = (await m.renderTaxDocumentPdf(doc)).length;
    renders.push({ wall: performance.now() - w, cpu: cpu() - c });
  }
  process.stdout.write(JSON.stringify({ importWall, importCpu, renders, bytes }));
  process.exit(0);`;
interface Run {
  importWall: number;
  importCpu: number;
  renders: { wall: number; cpu: number }[];
  bytes: number;
}
const runs = (file: string, renders: number) =>
  [0, 1, 2, 3, 4].map(
    () =>
      JSON.parse(
        execFileSync(process.execPath, ["--input-type=module", "-e", script(file, renders)], {
          encoding: "utf8",
          env: { PATH: process.env.PATH ?? "", DOC: doc, NODE_ENV: "production", LOG_LEVEL: "silent" },
        }),
      ) as Run,
  );

const pdfRuns = runs(pdfAlone.file, 21);
const apiRuns = runs(api.file, 0);
const apiWithPdfRuns = runs(apiWithPdf.file, 0);
const apiWithLazyPdfRuns = runs(apiWithLazyPdf.file, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)`;
const ms = (values: { wall: number; cpu: number }[]) =>
  `${median(values.map((v) => v.cpu)).toFixed(1)} ms CPU (${median(values.map((v) => v.wall)).toFixed(1)} ms wall)`;
const imports = (list: Run[]) => ms(list.map((r) => ({ wall: r.importWall, cpu: r.importCpu })));
process.stdout.write(
  [
    `minified api.mts:                 ${kb(api.bytes)}`,
    `minified api.mts + pdf.ts:        ${kb(apiWithPdf.bytes)}  (+${kb(apiWithPdf.bytes - api.bytes)})`,
    `minified api.mts + lazy.ts:       ${kb(apiWithLazyPdf.bytes)}`,
    `minified pdf.ts alone:            ${kb(pdfAlone.bytes)}`,
    `cold import api.mts:              ${imports(apiRuns)}`,
    `cold import api.mts + pdf.ts:     ${imports(apiWithPdfRuns)}`,
    `cold import api.mts + lazy.ts:    ${imports(apiWithLazyPdfRuns)}`,
    `cold import pdf.ts alone:         ${imports(pdfRuns)}`,
    `first render in a process:        ${ms(pdfRuns.map((r) => r.renders[0]!))}`,
    `later renders (median of 100):    ${ms(pdfRuns.flatMap((r) => r.renders.slice(1)))}`,
    `PDF size:                         ${kb(pdfRuns[0]!.bytes)}`,
    "",
  ].join("\n"),
);
