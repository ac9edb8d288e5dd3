// The catalogue pages in English (docs/product.md B2): /services, /experience, /our-brands and
// the brand pages. Many of these texts are the specification's own: keep them as they are.
// The words of the catalogue's entries live in their content collections (src/content/).

export default {
  weddings: {
    startPlanning: "Start Planning",
    contactUs: "Contact Us",
    galleryHeading: "From haldi to the reception",
    galleryText: "Six moments we plan for every wedding, each with its own décor, music and menu.",
  },
  halwai: {
    quote: "Get a Catering Quote",
    menuHeading: "From our kitchen",
    menuText:
      "Three favourites our guests ask for again and again. Point at a course, or move to it with the Tab key, for the cook's note.",
    priced: "Every menu is priced per plate and written down before you book.",
    allBrands: "See All Our Brands",
  },
  menuCourse: {
    dishesLabel: (name: string) => `Dishes of the ${name}`,
  },
  dietMark: { veg: "Veg", nonVeg: "Non-veg" },
  alfresco: {
    book: "Book Your Outdoor Luxury Catering",
    settingsHeading: "Where we set the table",
    settingsText:
      "Four open-air settings we lay most often, from an intimate rooftop to a lawn for a thousand. Each comes with its kitchen, its staff and its lights, and each menu is tasted with you first.",
    askMenu: "Ask for a Menu",
    allBrands: "See All Our Brands",
  },
  settingCard: {
    guests: "Guests",
    guestRange: (min: string, max: string) => `${min} to ${max}`,
    bestFor: "Best for",
    included: "What is included",
  },
  astra: {
    discover: "Discover Your Next Journey",
    getInTouch: "Get in Touch",
    voyagesHeading: "Journeys to start from",
    voyagesText:
      "Three routes our guests have loved. Take one as it is, or as a first sketch: your travel designer redraws the stops, the pace and the stays around you.",
    plan: "Plan a Journey",
  },
  voyageRoute: {
    routeLabel: (name: string) => `The route of ${name}`,
    stop: (stop: number) => `Stop ${stop}: `,
    alongTheWay: "Along the way",
  },
  experience: {
    title: "Experiences",
    description:
      "Culture, adventure, luxury, family, romantic, historical, wellness and eco-friendly journeys across India, planned around you by Nova Experience.",
    eyebrow: "Experiences",
    heading: "Journeys that stay with you",
    lead: "Eight ways to see India, each planned around the people travelling. Choose the one that sounds like you, and we will shape the days, the stays and the stories.",
    start: "Start Your Journey",
    listHeading: "Choose your kind of journey",
    listText:
      "Every experience can be made shorter, longer, grander or simpler. Tell us what you would like, and a travel designer will send a first plan.",
    closingHeading: "More than a trip in mind?",
    closingText:
      "We also plan events and weddings and cater for them, at home or far away. See everything we do in one place.",
    exploreServices: "Explore Our Services",
  },
  experienceCard: {
    included: "What's included",
    plan: "Plan This Trip",
    planLabel: (name: string) => `Plan this trip: ${name}`,
  },
  ourBrands: {
    title: "Our Brands",
    description:
      "The brands of Nova Experience: Astra Novae Voyages for premium travel, Royal Alfresco for luxury outdoor catering and Royal Halwai Caterers for budget catering.",
    eyebrow: "The Nova Experience family",
    heading: "Our Brands",
    lead: "Three houses, each with its own craft and the same care: premium journeys, royal outdoor dining and honest food for big family occasions.",
    brandsHeading: "Three brands, one standard of care",
    brandsLabel: "Brands",
    moreHeading: "Also from Nova Experience",
    closingHeading: "Grow with us",
    closingText:
      "Venues, hotels, planners and suppliers who share our standards: we would like to hear from you about working together.",
    getInTouch: "Get in Touch",
  },
  brandCard: {
    explore: (name: string) => `Explore ${name}`,
  },
  services: {
    title: "Services",
    description:
      "Event management, food and beverages, and travel and tourism from Nova Experience: corporate events, weddings, outdoor catering, tours and travel support across India.",
    eyebrow: "What we do",
    heading: "Our Services",
    lead: "Events, food and travel, planned and run by one team. Pick what you need, tell us about it, and we will come back with a plan and a price.",
    byKind: "Services by kind",
    tabsLabel: "Services",
    /** The tabs of SERVICE_TABS (src/content/schemas/catalogue.ts), by id. */
    tabs: {
      events: {
        label: "Event Management",
        intro:
          "From a boardroom offsite to a five-day wedding, one team plans the venue, the décor, the guests and the schedule, and runs it on the day.",
      },
      food: {
        label: "Food & Beverages",
        intro:
          "Kitchens that travel to your venue: a royal spread under the stars, honest home-style food for a big family function, or lunch for a full office.",
      },
      travel: {
        label: "Travel & Tourism",
        intro:
          "Journeys across India and beyond, planned around the people travelling: where to stay, how to move, what to see and who to call.",
      },
    },
  },
  serviceCard: {
    enquire: "Enquire Now",
    enquireAbout: (title: string) => `Enquire now about ${title}`,
  },
  tirtham: {
    planButton: "Plan Your Pilgrimage",
    toursHeading: "Our pilgrimage tours",
    toursText:
      "Six yatras we run through the year. Each can start from your city, and each can be lengthened, shortened or joined with another.",
    itinerariesHeading: "A yatra, day by day",
    itinerariesText:
      "How two of our shorter pilgrimages run, from the first darshan to the journey home. Every plan can slow down for elders or children.",
  },
  tourCard: {
    duration: "Duration:",
    startsFrom: "Starts from:",
    places: "Places on the way",
    placesLabel: (name: string) => `Places on the ${name} tour`,
    bestTime: "Best time:",
  },
  tourItinerary: {
    heading: (name: string) => `${name}, day by day`,
    startsFrom: (place: string) => `Starts from ${place}`,
    day: (day: number) => `Day ${day}`,
  },
};
