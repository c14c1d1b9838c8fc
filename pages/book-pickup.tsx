import { company } from '../content/company';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { PickupForm } from '../src/website/components/PickupForm';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';
import { keepTogether } from '../src/website/components/format';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.pickup.meta.title),
  description: messages.pickup.meta.description,
});

/** The form's checks, slots, rules and hand-offs are this page's own script. */
export const script = '../src/website/client/pickup.ts';

export default function BookPickup(props: SiteProps) {
  const { pickup, ui } = props.messages;
  const hours = company.hours.map((row, index) => `${ui.officeDays[index]} ${row.time}`).join(', ');
  return (
    <Layout {...props}>
      <PageHero eyebrow={pickup.hero.eyebrow} title={pickup.hero.title} lead={pickup.hero.lead} />
      <section className="section section-tint">
        <div className="container split">
          <div className="form-panel">
            <PickupForm locale={props.locale} messages={props.messages} />
          </div>
          <section id="next" className="next-steps" tabIndex={-1} aria-labelledby="next-title">
            <h2 id="next-title">{pickup.next.title}</h2>
            <ol>
              <li>{keepTogether(pickup.next.callBack(hours))}</li>
              {pickup.next.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>{pickup.next.questions}</p>
          </section>
        </div>
      </section>
    </Layout>
  );
}
