import { findLegal, LegalPage } from '../src/website/components/LegalPage';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const meta = ({ collections }: SiteProps) => {
  const document = findLegal(collections.legal, 'terms-conditions');
  return { title: pageTitle(document.data.title), description: document.data.description };
};

export default function TermsConditions(props: SiteProps) {
  return <LegalPage {...props} document={findLegal(props.collections.legal, 'terms-conditions')} />;
}
