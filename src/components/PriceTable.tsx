import type { RateCard } from '../../content/types';
import { formatRupees, priceFor } from '../client/price';
import { formatDate } from './format';

/** The weights a destination page prices, in kg. */
export const TABLE_WEIGHTS = [1, 2, 5, 10, 20];

const SERVICE_NAMES = { express: 'Express', economy: 'Economy' } as const;

/**
 * A destination's indicative prices from the rate card (plain HTML, no script): one column a
 * service, with its transit time, for TABLE_WEIGHTS, and what the prices include. Renders nothing
 * when the card has no prices for the destination.
 */
export function PriceTable({ rates, slug, name }: { rates: RateCard; slug: string; name: string }) {
  const services = rates.destinations.find((d) => d.slug === slug)?.services ?? [];
  if (!services.length) return null;
  return (
    <section className="section" aria-labelledby="prices-title">
      <div className="container narrow">
        <h2 id="prices-title">Indicative prices to {name}</h2>
        <div className="table-scroll">
          <table className="price-table">
            <thead>
              <tr>
                <th scope="col">Chargeable weight</th>
                {services.map((service) => (
                  <th key={service.service} scope="col">
                    {SERVICE_NAMES[service.service]}
                    <br />
                    <small>
                      {service.transitDays[0]}–{service.transitDays[1]} working days
                    </small>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TABLE_WEIGHTS.map((kg) => (
                <tr key={kg}>
                  <th scope="row">{kg} kg</th>
                  {services.map((service) => {
                    const price = priceFor(rates, service, kg);
                    return <td key={service.service}>{price === undefined ? 'Ask us' : formatRupees(price)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="sources">
          About these prices: they include the {rates.fuelSurchargePercent}% fuel surcharge and {rates.gstPercent}% GST
          {rates.pickupCharge ? `, and pickup in Hyderabad costs ${formatRupees(rates.pickupCharge)}` : ', and pickup in Hyderabad is free'}. The final price is confirmed when
          we weigh the parcel; you pay for the chargeable weight (
          <a href="/volumetric-weight-calculator">work yours out with the calculator</a>). Rates last changed on{' '}
          <time dateTime={rates.updated}>{formatDate(rates.updated)}</time>.
        </p>
      </div>
    </section>
  );
}
