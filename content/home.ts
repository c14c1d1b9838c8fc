/**
 * The home page's structure: which services, tools and figures it shows, in which order. Their
 * words are the locale's messages (content/locales/<code>/home.ts and ui.ts).
 */
import { claims } from './claims';
import { calculatorHref, landingHref, quoteHref, trackHref, whatCanISendHref } from './links';

/** The three services, by their key in the messages (ui.services and home.services.cards). */
export const services = [
  {
    id: 'international-courier',
    key: 'internationalCourier',
    image: '/images/services/international-courier.svg',
    href: landingHref,
  },
  { id: 'air-cargo', key: 'airCargo', image: '/images/services/air-cargo.svg', href: quoteHref },
  {
    id: 'domestic-courier',
    key: 'domesticCourier',
    image: '/images/services/domestic-courier.svg',
    href: quoteHref,
  },
] as const;

/** The figures of the home page's band, each labelled by home.stats[key]. */
export const homeStats = [
  { key: 'countries', value: claims.countries },
  { key: 'happyCustomers', value: claims.happyCustomers },
  { key: 'packagesMonthly', value: claims.packagesMonthly },
  { key: 'pinCodes', value: claims.pinCodes },
  { key: 'support', value: claims.support },
] as const;

/** The courier's tools, as cards on the home page (words in home.help.cards[key]). */
export const helpCards = [
  { key: 'calculator', href: calculatorHref, icon: 'package' },
  { key: 'whatCanISend', href: whatCanISendHref, icon: 'shield' },
  { key: 'track', href: trackHref, icon: 'globe' },
] as const;
