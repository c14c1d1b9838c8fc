import { carriers } from '../content/carriers';
import { claims } from '../content/claims';
import { company } from '../content/company';
import { Icon } from '../src/components/Icon';
import { Layout } from '../src/components/Layout';
import { PageHero } from '../src/components/PageHero';
import { TrackForm } from '../src/components/TrackForm';
import { pageTitle, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle('Track Your Shipment'),
  description: `Send us your air waybill number on WhatsApp for the latest status of your parcel, or follow it on the tracking page of ${carriers.map((c) => c.name.split(' ')[0]).join(', ')}.`,
};

/** The number's message under the field comes from this page's own script. */
export const script = '../src/client/track.ts';

export default function TrackShipment(props: SiteProps) {
  return (
    <Layout {...props}>
      <PageHero eyebrow="Tracking" title="Track your shipment" lead={`Send us your air waybill number and our team replies with the latest status. We are here ${claims.support}.`} />
      <section className="section section-tight" aria-labelledby="ask-title">
        <div className="container split">
          <div className="form-panel">
            <h2 id="ask-title">Ask us about your parcel</h2>
            <p>Type the number from your receipt and we open a WhatsApp chat with it filled in. Prefer to talk? Call us and keep the number handy.</p>
            <TrackForm />
          </div>
          <div>
            <h2 id="carriers-title">Track on the carrier&apos;s website</h2>
            <p>
              Once your parcel leaves Hyderabad we hand it to one of these international partners, and we send you their tracking number. You can follow it on the
              partner&apos;s own page:
            </p>
            <ul className="carrier-list">
              {carriers.map((carrier) => (
                <li key={carrier.name}>
                  <a className="carrier-link" href={carrier.trackingUrl} rel="noopener">
                    <span>
                      <strong>{carrier.name}</strong>
                      <span>{carrier.note}</span>
                    </span>
                    <Icon name="arrow-right" size={18} />
                  </a>
                </li>
              ))}
            </ul>
            <p className="muted">These links open the carriers&apos; own websites; {company.shortName} is not responsible for their content.</p>
          </div>
        </div>
      </section>
    </Layout>
  );
}
