// Collections of the catalogue pages (see src/content.config.ts).
export const catalogueCollections = {};
