import { localeHref } from '../content/links';
import { Layout } from '../src/components/Layout';
import type { SiteProps } from '../src/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: messages.notFound.meta.title,
  description: messages.notFound.meta.description,
  robots: 'noindex' as const,
});

export default function NotFound(props: SiteProps) {
  const { notFound } = props.messages;
  return (
    <Layout {...props}>
      <section className="section not-found" data-not-found="">
        <div className="container narrow">
          <img src="/images/not-found.svg" alt="" width="320" height="220" />
          <h1>{notFound.title}</h1>
          <p className="lead">{notFound.text}</p>
          <a className="btn btn-primary" href={localeHref(props.locale, '/')}>
            {notFound.home}
          </a>
        </div>
      </section>
    </Layout>
  );
}
