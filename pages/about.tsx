import { aboutStats, milestones, mission, reasons, story } from '../content/about';
import { claims } from '../content/claims';
import { company } from '../content/company';
import { CtaBand } from '../src/website/components/CtaBand';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { Section } from '../src/website/components/Section';
import { ReasonGrid } from '../src/website/components/ReasonGrid';
import { StatsBand } from '../src/website/components/StatsBand';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const meta = {
  title: pageTitle('About Us'),
  description: `Founded in Hyderabad in ${claims.founded}: ${claims.yearsOfExperience} years of courier and air cargo experience, ${claims.deliverySuccessAbout} delivery success and ${claims.countries} countries served.`,
};

export default function About(props: SiteProps) {
  return (
    <Layout {...props}>
      <PageHero
        eyebrow="About us"
        title={`${claims.yearsOfExperience} years of delivering from Hyderabad`}
        lead={`${company.name} has carried parcels, documents and cargo for the people and businesses of Hyderabad since ${claims.founded}.`}
      />

      <section className="section">
        <div className="container split">
          <div>
            <h2>Our story</h2>
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <h2>Our mission</h2>
            <p className="mission">{mission}</p>
          </div>
          <img
            src="/images/about.svg"
            alt="Our team handing a parcel over at the Hyderabad warehouse"
            width="560"
            height="400"
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <StatsBand stats={aboutStats} label="About us in numbers" />

      <Section
        id="reasons-title"
        title="Why choose us"
        lead="Four reasons customers across Hyderabad keep coming back."
      >
        <ReasonGrid reasons={reasons} />
      </Section>

      <Section id="timeline-title" title="Our journey" isTinted>
        <ol className="timeline">
          {milestones.map((milestone) => (
            <li key={milestone.year}>
              <p className="timeline-year">{milestone.year}</p>
              <h3>{milestone.title}</h3>
              <p>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        title="Let us handle your next shipment"
        text="Call, WhatsApp or send us the details and we will get back to you with a clear quote."
        locale={props.locale}
      />
    </Layout>
  );
}
