import { company } from '../../../content/company';
import { fullAddress, mailtoHref, telHref } from '../../../content/links';
import { formatDate } from './format';
import { Layout } from './Layout';
import { PageHero } from './PageHero';
import { Prose } from './Prose';
import type { LegalEntry, PageContext } from './site-page';

/** A legal document from content/legal, with the company's contact block after it. */
export function LegalPage({ document, ...page }: PageContext & { document: LegalEntry }) {
  return (
    <Layout {...page}>
      <PageHero
        title={document.data.title}
        lead={`Last updated ${formatDate(document.data.updated)}`}
      />
      <section className="section section-tight">
        <div className="container narrow">
          <Prose html={document.html} />
          <aside className="legal-contact" aria-label="Contact details">
            <h2>Questions about this page?</h2>
            <p>
              {company.name}, {fullAddress}
            </p>
            <p>
              Phone <a href={telHref}>{company.phone.display}</a> · Email{' '}
              <a href={mailtoHref}>{company.email}</a>
            </p>
          </aside>
        </div>
      </section>
    </Layout>
  );
}

/** Finds a legal document by id, failing the build loudly if it is missing. */
export function findLegal(documents: LegalEntry[], id: string): LegalEntry {
  const document = documents.find((entry) => entry.id === id);
  if (!document) throw new Error(`content/legal/${id}.md is missing`);
  return document;
}
