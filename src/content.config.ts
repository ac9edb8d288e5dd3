// Content an editor changes without touching components (docs/architecture.md): typed collections.
// Each group of pages keeps its collections in its own module under src/content/schemas/.
import { catalogueCollections } from "./content/schemas/catalogue.ts";
import { companyCollections } from "./content/schemas/company.ts";
import { dashboardCollections } from "./content/schemas/dashboard.ts";
import { hindiCollections } from "./content/schemas/hindi.ts";
import { landingCollections } from "./content/schemas/landing.ts";

export const collections = {
  ...landingCollections,
  ...catalogueCollections,
  ...companyCollections,
  ...dashboardCollections,
  ...hindiCollections,
};
