// The frame of every page in English: the header, the phone menu, the footer, the switch.
// The navigation's English labels are its own (src/config/navigation.ts).
import { SITE } from "../../config/site.ts";

export default {
  skipToContent: "Skip to content",
  back: "Back",
  mainNav: "Main",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  accountNav: "Account",
  footerNav: (heading: string) => `Footer: ${heading}`,
  social: `${SITE.name} on social media`,
  opensInNewTab: "(opens in a new tab)",
  rights: (year: number) => `© ${year} ${SITE.name}. All rights reserved.`,
  hostedFrom: `Planned and hosted from ${SITE.city}.`,
  tagline: SITE.tagline,
  /** The switch to the other language's page, said in that language. */
  switchTo: "हिन्दी में पढ़ें",
  /** Unused: English is never offered (language-choice.astro); the shape is the Hindi's. */
  offer: { text: "This page is also in Hindi.", link: "Read in Hindi", dismiss: "No, thanks" },
  /** The page's notification region and its toasts' close button (docs/product.md A9). */
  notifications: "Notifications",
  dismiss: "Dismiss",
  theme: (theme: string, next: string) => `Theme: ${theme}. Switch to ${next}`,
  themeNames: { dark: "dark", light: "light", system: "system" },
  /** A page's place in the site, above its title (components/breadcrumbs.astro). */
  breadcrumbs: "You are here",
  home: "Home",
  /** The navigation's labels as written in src/config/navigation.ts. */
  nav: {} as Record<string, string>,
};
