// Lint, and the import doors of docs/architecture.md ("The import doors"): a wrong import fails
// `npm test`. tests/unit/import-doors.test.ts proves each door holds.
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import globals from "globals";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";

const SRC_ROOMS = [
  "server",
  "islands",
  "client",
  "stores",
  "ui",
  "components",
  "layouts",
  "pages",
  "content",
];
const room = (name) => [`**/${name}/**`, `**/${name}`];
const DB_PACKAGES = [
  "drizzle-orm",
  "drizzle-orm/*",
  "pg",
  "@electric-sql/pglite",
  "@neondatabase/serverless",
];

/**
 * Code the browser loads writes its schemas with zod/mini (decision 0029): the classic
 * "zod" would put about 19 KB more on every form page.
 */
const CLASSIC_ZOD = {
  name: "zod",
  message: 'Schemas and browser code import * as z from "zod/mini" (decision 0029).',
};

/** no-restricted-imports for a room that may not reach the named rooms. */
const doors = (files, forbiddenRooms, message, extraPaths = [], packages = []) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: packages,
        patterns: [
          { group: forbiddenRooms.flatMap(room), message },
          ...(extraPaths.length ? [{ group: extraPaths, message }] : []),
        ],
      },
    ],
  },
});

export default defineConfig(
  {
    ignores: [
      "dist/",
      "dist-functions/",
      ".astro/",
      ".netlify/",
      ".data/",
      "drizzle/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "smart"],
      "no-console": ["error", { allow: ["error"] }],
      // `import { z }` keeps all of zod (and its locales) in a bundle; the namespace import
      // lets esbuild drop what is unused: 1.64 MB -> 1.02 MB for the API function.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: 'Write `import * as z from "zod"` (or "zod/mini"): the named import defeats tree-shaking.',
        },
      ],
    },
  },
  // Shared code imports nothing else of src.
  doors(
    ["src/schemas/**", "src/lib/**", "src/config/**"],
    SRC_ROOMS,
    "schemas, lib and config import nothing from the other folders of src (docs/architecture.md).",
    DB_PACKAGES,
    [CLASSIC_ZOD],
  ),
  // The server imports only schemas, lib and config.
  doors(
    ["src/server/**"],
    SRC_ROOMS.filter((name) => name !== "server"),
    "src/server imports only schemas, lib and config (docs/architecture.md).",
  ),
  // UI primitives know nothing of the app.
  doors(
    ["src/ui/**"],
    [
      "server",
      "islands",
      "client",
      "stores",
      "components",
      "layouts",
      "pages",
      "content",
      "schemas",
      "config",
    ],
    "src/ui primitives import nothing but each other and lib (docs/architecture.md, habit 10).",
    DB_PACKAGES,
  ),
  // Everything the browser may load stays away from the server and the database.
  doors(
    [
      "src/islands/**",
      "src/stores/**",
      "src/client/**",
      "src/components/**",
      "src/layouts/**",
      "src/pages/**",
    ],
    ["server"],
    "Browser code reaches the server only through src/client (docs/architecture.md).",
    DB_PACKAGES,
    [CLASSIC_ZOD],
  ),
);
