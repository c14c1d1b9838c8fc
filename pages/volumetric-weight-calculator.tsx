import { claims } from '../content/claims';
import { quoteHref } from '../content/links';
import { Layout } from '../src/components/Layout';
import { PageHero } from '../src/components/PageHero';
import { WeightCalculator } from '../src/components/WeightCalculator';
import { pageTitle, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle('Volumetric Weight Calculator'),
  description: 'Work out the volumetric and chargeable weight of your parcel in centimetres or inches, kilograms or pounds, before you book international courier from Hyderabad.',
};

/** The calculator's script is this page's own, so no other page loads it. */
export const script = '../src/client/calculator.ts';

export default function VolumetricWeightCalculator({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <PageHero
        eyebrow="Shipping help"
        title="Volumetric weight calculator"
        lead="Couriers charge by weight or by size, whichever is more. Enter your box to see the weight you will pay for, then send the figures to us for a quote."
      />
      <section className="section section-tight" aria-labelledby="result-title">
        <div className="container">
          <WeightCalculator />
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="formula-title">
        <div className="container narrow">
          <h2 id="formula-title">How it is worked out</h2>
          <p>Aircraft fill up by space as well as by weight, so a light but bulky box is charged as if it were heavier. For each box:</p>
          <p className="formula">Volumetric weight (kg) = length × width × height (cm) ÷ 5000</p>
          <p>
            International express services such as DHL and FedEx divide by 5000; air cargo, under IATA&apos;s rule, divides by 6000. The higher of the volumetric weight and
            the actual weight is the chargeable weight, usually rounded up to the next 0.5 kg (steps vary by carrier and service). Sizes in inches are converted at 2.54 cm to the inch, and pounds at 0.4536 kg.
          </p>
          <h3>A worked example</h3>
          <p>A box of clothes and snacks measures 50 × 40 × 30 cm and weighs 8 kg on the scale.</p>
          <ul>
            <li>Volumetric weight by express: 50 × 40 × 30 ÷ 5000 = 12 kg</li>
            <li>Actual weight: 8 kg</li>
            <li>Chargeable weight: 12 kg, because the box is large for what it weighs</li>
            <li>The same box as air cargo: 50 × 40 × 30 ÷ 6000 = 10 kg chargeable</li>
          </ul>
          <p>
            Packing the same things into a 45 × 35 × 30 cm box brings the volumetric weight down to 9.45 kg, so you pay for 9.5 kg instead of 12. Read more in{' '}
            <a href="/blog/cut-your-courier-costs">How to cut your courier costs</a>.
          </p>
          <p>
            Ready to send? <a href={quoteHref}>Ask for a quote</a> with your box sizes and weight, or call us: we are here {claims.support}.
          </p>
        </div>
      </section>
    </Layout>
  );
}
