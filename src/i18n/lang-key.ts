/**
 * Where the reader's choice of language is kept in the browser (beside the specification's
 * `root` and `vite-ui-theme`): the offer of Hindi is not made again once chosen. A module of
 * its own, so that the page's script carries this line and nothing else.
 */
export const LANG_STORAGE_KEY = "nova-lang";
