// Which content collections have their Hindi words yet (src/content/schemas/hindi.ts makes
// their Hindi twins; tests/unit/hindi-content.test.ts reads this list without Astro). Add a
// line when a collection's Hindi file is written.

/** English collection -> its file under src/content/ (and, in Hindi, under src/content/hi/). */
export const HINDI_FILES = {} as const satisfies Record<string, string>;

/** Collections of Markdown documents: English folder under src/content/ (Hindi under hi/). */
export const HINDI_FOLDERS = {} as const satisfies Record<string, string>;
