// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../content/locales/en';
import { Layout } from '../src/components/Layout';
import type { SiteProps } from '../src/components/site-page';

export const meta = {
  title: en.notFound.meta.title,
  description: en.notFound.meta.description,
  robots: 'noindex' as const,
};

export default function NotFound({ route }: SiteProps) {
  const { notFound } = en;
  return (
    <Layout route={route}>
      <section className="section not-found" data-not-found="">
        <div className="container narrow">
          <img src="/images/not-found.svg" alt="" width="320" height="220" />
          <h1>{notFound.title}</h1>
          <p className="lead">{notFound.text}</p>
          <a className="btn btn-primary" href="/">
            {notFound.home}
          </a>
        </div>
      </section>
    </Layout>
  );
}
