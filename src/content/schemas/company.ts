// Collections of the company pages (see src/content.config.ts).
export const companyCollections = {};
