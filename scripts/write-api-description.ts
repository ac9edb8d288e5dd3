// npm run api:describe: writes the API description (src/schemas/api/openapi.ts) to
// docs/api/openapi.json, formatted as Prettier formats it. A unit test fails while the
// committed copy differs from what the schemas describe.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { buildApiDescription } from "../src/schemas/api/openapi.ts";

const file = fileURLToPath(new URL("../docs/api/openapi.json", import.meta.url));
const options = (await resolveConfig(file)) ?? {};
writeFileSync(file, await format(JSON.stringify(buildApiDescription()), { ...options, filepath: file }));
console.error(`wrote ${file}`);
