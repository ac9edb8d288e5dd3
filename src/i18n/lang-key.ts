/**
 * The `lang` of each language's pages, `hreflang` of their alternates and the Accept-Language
 * the page's calls to the API send (src/client/api.ts). Here, beside the key, so that a
 * page's script that needs one of them carries these lines and nothing more.
 */
export const HTML_LANG = { en: "en-IN", hi: "hi" } as const;

/**
 * Where the reader's choice of language is kept in the browser (beside the specification's
 * `root` and `vite-ui-theme`): the offer of Hindi is not made again once chosen.
 */
export const LANG_STORAGE_KEY = "nova-lang";
