// Native add-ons inside a single-file function bundle. A deployed function is one file with
// nothing beside it (decision 0021), but `argon2` (decision 0024) is C code that Node loads from
// a `.node` file, which `node-gyp-build` looks for in the package's prebuilds/ folder at run
// time. This esbuild plugin replaces that lookup, for the packages listed below, with a module
// that carries the prebuild for Netlify's runtime (Linux x64, glibc) inside the bundle, writes
// it once per instance to the temporary folder and loads it from there with process.dlopen.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import type { Plugin } from "esbuild";

/** The prebuild each package loads on Netlify (AWS Lambda: Linux x64 with glibc). */
export const NATIVE_ADDONS: Readonly<Record<string, string>> = {
  argon2: "prebuilds/linux-x64/argon2.glibc.node",
};

const NAMESPACE = "nova-native-addon";

/** The package folder that `importer` lies in, when it is one of NATIVE_ADDONS. */
function addonPackage(importer: string, packageDirs: ReadonlyMap<string, string>): string | undefined {
  for (const [name, dir] of packageDirs) {
    if (importer.startsWith(dir + sep)) return name;
  }
  return undefined;
}

/** The CommonJS module that stands in for `node-gyp-build` in the bundle. */
function loaderSource(name: string, binary: Buffer): string {
  const digest = createHash("sha256").update(binary).digest("hex").slice(0, 16);
  return `"use strict";
const { existsSync, mkdtempSync, renameSync, rmdirSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const { join } = require("node:path");
const BINARY = ${JSON.stringify(binary.toString("base64"))};
let loaded;
module.exports = function loadEmbeddedAddon() {
  if (loaded) return loaded;
  // Named by its content, so an instance reuses the file it wrote and never loads another.
  const file = join(tmpdir(), ${JSON.stringify(`nova-${name}-${digest}.node`)});
  if (!existsSync(file)) {
    // Written beside, then renamed: a half-written file is never loaded.
    const dir = mkdtempSync(join(tmpdir(), "nova-addon-"));
    const partial = join(dir, "addon.node");
    writeFileSync(partial, Buffer.from(BINARY, "base64"), { mode: 0o500 });
    renameSync(partial, file);
    rmdirSync(dir);
  }
  const addon = { exports: {} };
  process.dlopen(addon, file);
  loaded = addon.exports;
  return loaded;
};
`;
}

/** The esbuild plugin: `require("node-gyp-build")` inside a NATIVE_ADDONS package loads the embedded prebuild. */
export function embedNativeAddons(root: string): Plugin {
  const require = createRequire(join(root, "package.json"));
  const packageDirs = new Map(
    Object.keys(NATIVE_ADDONS).map((name) => [name, dirname(require.resolve(`${name}/package.json`))]),
  );
  return {
    name: "nova-native-addons",
    setup(build) {
      build.onResolve({ filter: /^node-gyp-build$/ }, (args) => {
        const name = addonPackage(args.importer, packageDirs);
        return name ? { path: name, namespace: NAMESPACE } : undefined;
      });
      // The package hands `node-gyp-build` its folder as `__dirname`, which an ES module bundle
      // lacks; the embedded loader needs no folder, so the package's own files get none.
      build.onLoad({ filter: /\.c?js$/ }, (args) => {
        if (!addonPackage(args.path, packageDirs)) return undefined;
        const source = readFileSync(args.path, "utf8").replaceAll(/\b__dirname\b/g, '""');
        return { contents: source, loader: "js" };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const dir = packageDirs.get(args.path);
        const prebuild = NATIVE_ADDONS[args.path];
        if (!dir || !prebuild) throw new Error(`no native add-on named ${args.path}`);
        const file = join(dir, prebuild);
        return { contents: loaderSource(args.path, readFileSync(file)), loader: "js", watchFiles: [file] };
      });
    },
  };
}
