import { defineConfig } from "drizzle-kit";

// `generate` needs no database: it diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
  strict: true,
});
