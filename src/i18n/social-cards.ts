// Each page's social card (og:image) in the page's language: the English cards at
// /og/<page>.png, the Hindi ones at /og/hi/<page>.png, drawn by src/pages/og/ with the words of
// src/config/social-cards.ts and src/i18n/hi/social-cards.ts.
import { hasSocialCard, SOCIAL_CARDS, socialCardPath, type SocialCardText } from "../config/social-cards.ts";
import { SITE_CARD_HI, SOCIAL_CARDS_HI } from "./hi/social-cards.ts";
import type { Lang } from "./lang.ts";

export interface SocialCardOfPage {
  text: SocialCardText;
  /** Where the card is served: "/og/hi/services.png". */
  path: string;
}

const hindiPath = (route: string) => `/og/hi/${socialCardPath(route).slice("/og/".length)}`;

/**
 * The card of the page at `route` (its English path) in `lang`. An English page without a card
 * of its own shares the site's card, /og-image.png (undefined here); a Hindi one the Hindi
 * site card.
 */
export function socialCardOf(route: string, lang: Lang): SocialCardOfPage | undefined {
  if (lang === "en") {
    return hasSocialCard(route) ? { text: SOCIAL_CARDS[route], path: socialCardPath(route) } : undefined;
  }
  return hasSocialCard(route)
    ? { text: SOCIAL_CARDS_HI[route], path: hindiPath(route) }
    : { text: SITE_CARD_HI, path: "/og/hi/site.png" };
}

/** Every card the build draws, with its language. */
export function socialCardsToDraw(): (SocialCardOfPage & { lang: Lang })[] {
  const routes = Object.keys(SOCIAL_CARDS);
  return [
    ...routes.map((route) => ({ ...socialCardOf(route, "en")!, lang: "en" as const })),
    ...routes.map((route) => ({ ...socialCardOf(route, "hi")!, lang: "hi" as const })),
    { ...socialCardOf("/404", "hi")!, lang: "hi" as const },
  ];
}
