import { aboutStats, milestones, reasons } from '../content/about';
import { CtaBand } from '../src/website/components/CtaBand';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { Section } from '../src/website/components/Section';
import { ReasonGrid } from '../src/website/components/ReasonGrid';
import { StatsBand } from '../src/website/components/StatsBand';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.about.meta.title),
  description: messages.about.meta.description,
});

export default function About(props: SiteProps) {
  const { about } = props.messages;
  return (
    <Layout {...props}>
      <PageHero eyebrow={about.hero.eyebrow} title={about.hero.title} lead={about.hero.lead} />

      <section className="section">
        <div className="container split">
          <div>
            <h2>{about.story.title}</h2>
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <h2>{about.mission.title}</h2>
            <p className="mission">{about.mission.text}</p>
          </div>
          <img
            src="/images/about.svg"
            alt={about.story.imageAlt}
            width="560"
            height="400"
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <StatsBand
        stats={aboutStats.map((stat) => ({ value: stat.value, label: about.stats[stat.key] }))}
        label={about.stats.label}
      />

      <Section id="reasons-title" title={about.reasons.title} lead={about.reasons.lead}>
        <ReasonGrid
          reasons={reasons.map((reason) => ({ icon: reason.icon, ...about.reasons[reason.key] }))}
        />
      </Section>

      <Section id="timeline-title" title={about.journey.title} isTinted>
        <ol className="timeline">
          {milestones.map((milestone) => (
            <li key={milestone.year}>
              <p className="timeline-year">{milestone.year}</p>
              <h3>{about.journey[milestone.key].title}</h3>
              <p>{about.journey[milestone.key].text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand title={about.cta.title} text={about.cta.text} locale={props.locale} />
    </Layout>
  );
}
