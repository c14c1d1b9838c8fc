import { carriers } from '../content/carriers';
import { Icon } from '../src/website/components/Icon';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { TrackForm } from '../src/website/components/TrackForm';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';
import { keepTogether } from '../src/website/components/format';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.track.meta.title),
  description: messages.track.meta.description(
    carriers.map((c) => c.name.split(' ')[0]).join(', '),
  ),
});

/** The number's message under the field and the links to the shipment on the carriers' pages come from this page's own script. */
export const script = '../src/website/client/track.ts';

export default function TrackShipment(props: SiteProps) {
  const { track, ui } = props.messages;
  return (
    <Layout {...props}>
      <PageHero eyebrow={track.hero.eyebrow} title={track.hero.title} lead={track.hero.lead} />
      <section className="section section-tight" aria-labelledby="ask-title">
        <div className="container split">
          <div className="form-panel">
            <h2 id="ask-title">{track.ask.title}</h2>
            <p>{track.ask.text}</p>
            <TrackForm words={track.form} callLabel={ui.buttons.callNumber} />
          </div>
          <div>
            <h2 id="carriers-title">{track.carriers.title}</h2>
            <p>{track.carriers.text}</p>
            <ul className="carrier-list">
              {carriers.map((carrier) => (
                <li key={carrier.name}>
                  <a
                    className="carrier-link"
                    href={carrier.trackingUrl}
                    rel="noopener"
                    data-shipment={'shipmentUrl' in carrier ? carrier.shipmentUrl : undefined}
                    data-number={'numberPattern' in carrier ? carrier.numberPattern : undefined}
                  >
                    <span>
                      <strong>{carrier.name}</strong>
                      <span>{keepTogether(track.carriers.notes[carrier.id])}</span>
                    </span>
                    <Icon name="arrow-right" size={18} />
                  </a>
                </li>
              ))}
            </ul>
            <p className="muted">{track.carriers.disclaimer}</p>
          </div>
        </div>
      </section>
    </Layout>
  );
}
