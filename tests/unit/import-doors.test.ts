// The import doors of docs/architecture.md hold: ESLint, as `npm test` runs it, fails a wrong import.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function errorsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import doors", () => {
  it.each([
    ["src/lib/example.ts", 'import { loadEnv } from "../server/env.ts";\nexport const x = loadEnv;\n'],
    ["src/config/example.ts", 'import { $auth } from "../stores/auth.ts";\nexport const x = $auth;\n'],
    ["src/schemas/example.ts", 'import { sql } from "drizzle-orm";\nexport const x = sql;\n'],
    [
      "src/islands/auth/example.tsx",
      'import { users } from "../../server/db/schema.ts";\nexport const x = users;\n',
    ],
    ["src/pages/example.ts", 'import { createApp } from "../server/app.ts";\nexport const x = createApp;\n'],
    ["src/ui/example.tsx", 'import { SITE } from "../config/site.ts";\nexport const x = SITE;\n'],
    ["src/server/example.ts", 'import { $auth } from "../stores/auth.ts";\nexport const x = $auth;\n'],
    // Schemas and browser code write zod/mini: the classic zod is 19 KB more on a form page.
    ["src/schemas/example.ts", 'import * as z from "zod";\nexport const x = z.string();\n'],
    ["src/islands/auth/example.tsx", 'import * as z from "zod";\nexport const x = z.string();\n'],
  ])("refuses the wrong import in %s", async (filePath, code) => {
    expect(await errorsFor(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["src/server/example.ts", 'import { PLANS } from "../config/plans.ts";\nexport const x = PLANS;\n'],
    ["src/islands/auth/example.tsx", 'import { cn } from "../../lib/cn.ts";\nexport const x = cn;\n'],
    ["src/ui/example.tsx", 'import { cn } from "../lib/cn.ts";\nexport const x = cn;\n'],
    ["src/schemas/example.ts", 'import * as z from "zod/mini";\nexport const x = z.string();\n'],
    ["src/server/example.ts", 'import * as z from "zod";\nexport const x = z.string();\n'],
  ])("allows the right import in %s", async (filePath, code) => {
    expect(await errorsFor(filePath, code)).toEqual([]);
  });
});
