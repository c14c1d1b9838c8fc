import type { ReactNode } from 'react';
import type { Messages } from '../../../content/locales/en';
import type { CountryWords } from '../../../content/locales/en/destinations';
import { calculatorHref, localeHref } from '../../../content/links';
import type { RateCard, ServiceRates } from '../../../content/types';
import { formatRupees, priceFor } from '../client/price';
import { formatDate, keepTogether } from './format';
import { BookPickupLink } from './BookPickupLink';
import { cardForScript } from './WeightCalculator';

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
  /** The section's id, the anchor the quote forms lead to without JavaScript (a destination page's `prices`). */
  id?: string;
  /**
   * The quote words (calculator) on a destination page: the table then asks for her weight (all
   * boxes together) in a row of its own, prices it in each service's column, and offers to book
   * the pickup with it.
   */
  quote?: Messages['calculator'];
  /** Beside "Book this pickup": the page's WhatsApp button. */
  children?: ReactNode;
}

/** The row where she types her weight; the quote's script writes each service's price in its cell. */
function QuoteRow({ label, services }: { label: string; services: ServiceRates[] }) {
  return (
    <tr className="price-quote">
      <th scope="row">
        <label htmlFor="calc-weight">{label}</label>
        <input id="calc-weight" name="weight" type="text" inputMode="decimal" autoComplete="off" />
      </th>
      {services.map((service) => (
        <td key={service.service} id={`calc-${service.service}`} aria-live="polite">
          –
        </td>
      ))}
    </tr>
  );
}

/**
 * A destination's indicative prices from the rate card (plain HTML, no script): one column a
 * service, with its transit time, for TABLE_WEIGHTS, and what the prices include. Renders nothing
 * when the card has no prices for the destination. With `quote`, the table is also the page's
 * quote form (src/website/client/calculator.ts): her weight in the first row gives each
 * service's price, and "Book this pickup" carries it to the pickup form; without JavaScript the
 * rows below give the price by weight.
 */
export function PriceTable({
  rates,
  slug,
  country,
  words,
  locale,
  lang,
  id = 'prices',
  quote,
  children,
}: PriceTableProps) {
  const destination = rates.destinations.find((d) => d.slug === slug);
  const services = destination?.services ?? [];
  if (!destination || !services.length) return null;
  const table = (
    <div className="table-scroll">
      <table className="price-table">
        <thead>
          <tr>
            <th scope="col">{words.weight}</th>
            {services.map((service) => (
              <th key={service.service} scope="col">
                {words.services[service.service]}
                <small>{keepTogether(words.transit(...service.transitDays))}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quote && <QuoteRow label={quote.quick.yourWeight} services={services} />}
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
  );
  return (
    <section className="section" id={id} aria-labelledby={`${id}-title`}>
      <div className="container narrow">
        <h2 id={`${id}-title`}>{words.title(country)}</h2>
        {quote ? (
          <>
            {/*
              Not a form: without JavaScript the rows below are the answer. The script needs no
              words here: the price goes in the table's own columns ("–" until the weight is a
              number), and a weight over the card's last band is priced by hand ("–").
            */}
            <div
              id="calc"
              data-messages={JSON.stringify({
                serviceFigure: '{price}',
                names: [],
                fields: {},
                rates: cardForScript(rates, [destination], words.transit),
              })}
            >
              <input
                type="hidden"
                id="calc-destination"
                name="destination"
                value={slug}
                data-country={country.shortName}
              />
              {table}
            </div>
            <div className="button-row">
              <BookPickupLink locale={locale} label={quote.result.bookPickup} />
              {children}
            </div>
          </>
        ) : (
          table
        )}
        <p className="sources">
          {words.included(
            rates.fuelSurchargePercent,
            rates.gstPercent,
            rates.pickupCharge ? formatRupees(rates.pickupCharge) : undefined,
          )}{' '}
          {words.calculatorBefore}
          <a href={localeHref(locale, calculatorHref)}>{words.calculatorLink}</a>
          {words.calculatorAfter} {words.updatedBefore}
          <time dateTime={rates.updated}>{formatDate(rates.updated, lang)}</time>
          {words.updatedAfter}
        </p>
      </div>
    </section>
  );
}
