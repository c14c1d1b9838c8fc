import type { Messages } from '../../../content/locales/en';
import type { CountryWords } from '../../../content/locales/en/destinations';
import { localeHref } from '../../../content/links';
import type { RateCard } from '../../../content/types';
import { formatRupees, priceFor } from '../client/price';
import { formatDate, keepTogether } from './format';

/** The weights a destination page prices, in kg. */
export const TABLE_WEIGHTS = [1, 2, 5, 10, 20];

interface PriceTableProps {
  rates: RateCard;
  slug: string;
  country: CountryWords;
  /** The table's words in the page's language (destinations.prices). */
  words: Messages['destinations']['prices'];
  locale: string;
  /** The page's BCP 47 language, for the date. */
  lang?: string;
}

/**
 * A destination's indicative prices from the rate card (plain HTML, no script): one column a
 * service, with its transit time, for TABLE_WEIGHTS, and what the prices include. Renders nothing
 * when the card has no prices for the destination.
 */
export function PriceTable({ rates, slug, country, words, locale, lang }: PriceTableProps) {
  const services = rates.destinations.find((d) => d.slug === slug)?.services ?? [];
  if (!services.length) return null;
  return (
    <section className="section" aria-labelledby="prices-title">
      <div className="container narrow">
        <h2 id="prices-title">{words.title(country)}</h2>
        <div className="table-scroll">
          <table className="price-table">
            <thead>
              <tr>
                <th scope="col">{words.weight}</th>
                {services.map((service) => (
                  <th key={service.service} scope="col">
                    {words.services[service.service]}
                    <small>
                      {keepTogether(words.transit(service.transitDays[0], service.transitDays[1]))}
                    </small>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TABLE_WEIGHTS.map((kg) => (
                <tr key={kg}>
                  <th scope="row">{words.kg(kg)}</th>
                  {services.map((service) => {
                    const price = priceFor(rates, service, kg);
                    return (
                      <td key={service.service}>
                        {price === undefined ? words.askUs : formatRupees(price)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="sources">
          {words.included(
            rates.fuelSurchargePercent,
            rates.gstPercent,
            rates.pickupCharge ? formatRupees(rates.pickupCharge) : undefined,
          )}{' '}
          {words.calculatorBefore}
          <a href={localeHref(locale, '/volumetric-weight-calculator')}>{words.calculatorLink}</a>
          {words.calculatorAfter} {words.updatedBefore}
          <time dateTime={rates.updated}>{formatDate(rates.updated, lang)}</time>
          {words.updatedAfter}
        </p>
      </div>
    </section>
  );
}
