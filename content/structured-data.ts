/**
 * The business's structured data (schema.org LocalBusiness), built from the company facts.
 * Only the home page and the international courier landing page carry it, in each of their
 * languages: the same business (same @id and facts), with the page it is on and that page's
 * language (`mainEntityOfPage`, a WebPage with `inLanguage`).
 */
import type { JsonLdObject } from '#site';
import { claims } from './claims';
import { company } from './company';

export function businessJsonLd(path: string, lang: string): JsonLdObject {
  const url = new URL(path, company.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${company.siteUrl}/#business`,
    name: company.name,
    description: `International courier, air cargo and domestic courier services from ${company.address.city}, delivering to ${claims.countries} countries.`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: lang },
    logo: `${company.siteUrl}/images/logo-mark.svg`,
    image: `${company.siteUrl}/images/hero.svg`,
    telephone: company.phone.e164,
    email: company.email,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.streetAddress,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    areaServed: [
      { '@type': 'City', name: company.address.city },
      { '@type': 'Country', name: company.address.country },
      { '@type': 'Place', name: 'Worldwide' },
    ],
    openingHoursSpecification: company.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.dayOfWeek.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: claims.rating.value,
      reviewCount: claims.rating.count,
      bestRating: claims.rating.best,
    },
  };
}
