import { fileURLToPath } from "node:url";

/** drizzle/ at the project's root, wherever the process was started from. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));
