// schema.org structured data (JSON-LD) that names only what the page shows (docs/product.md
// D25): the business on every page (its footer shows the name, address, phone and e-mail),
// the pilgrimage tours on /tirtham-darshanam, the membership plans as offers on /membership, and
// a page's breadcrumbs where it shows them (the brand pages).
// Values come from the same constants and collections the page draws.

/** Where the business's node is named, so that tours and offers can point at it. */
export const businessId = (siteUrl: string | URL) => new URL("/#business", siteUrl).toString();

/** "Jaipur, Rajasthan 302001" -> its parts, as a postal address names them. */
export function cityLineParts(line: string): { locality: string; region: string; postalCode: string } {
  const match = /^(.+), (.+) (\d{6})$/.exec(line);
  if (!match) throw new Error(`not a city line with a PIN code: ${line}`);
  return { locality: match[1]!, region: match[2]!, postalCode: match[3]! };
}

/** The business, as every page's footer shows it: a travel agency that also plans events. */
export function businessData(input: {
  url: string;
  name: string;
  description: string;
  telephone: string;
  email: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  language: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": businessId(input.url),
    name: input.name,
    description: input.description,
    url: input.url,
    telephone: input.telephone,
    email: input.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.streetAddress,
      addressLocality: input.locality,
      addressRegion: input.region,
      postalCode: input.postalCode,
      addressCountry: "IN",
    },
    areaServed: "IN",
    inLanguage: input.language,
  };
}

/** The tours on the page, each as a TouristTrip offered by the business. */
export function toursData(
  businessId: string,
  tours: readonly { name: string; description: string; places: readonly string[]; duration: string }[],
  language: string,
) {
  return {
    "@context": "https://schema.org",
    "@graph": tours.map((tour) => ({
      "@type": "TouristTrip",
      name: tour.name,
      description: tour.description,
      inLanguage: language,
      itinerary: {
        "@type": "ItemList",
        itemListElement: tour.places.map((place, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@type": "TouristAttraction", name: place },
        })),
      },
      provider: { "@id": businessId },
    })),
  };
}

/** The membership plans on the page, each an offer at its yearly price in rupees. */
export function plansData(
  businessId: string,
  input: { url: string; name: string; plans: readonly { name: string; yearlyPricePaise: number }[] },
) {
  const { url, name, plans } = input;
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name,
    url,
    itemListElement: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: (plan.yearlyPricePaise / 100).toFixed(2),
      priceCurrency: "INR",
      url,
      seller: { "@id": businessId },
      itemOffered: { "@type": "Service", name: plan.name },
    })),
  };
}

/** A page's place in the site, as its breadcrumbs show it: each step's name and address, the page last. */
export function breadcrumbsData(steps: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
