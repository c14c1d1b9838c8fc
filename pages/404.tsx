import { Layout } from '../src/components/Layout';
import type { SiteProps } from '../src/components/site-page';

export const meta = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist. Return to the home page to find our courier services.",
  robots: 'noindex' as const,
};

export default function NotFound({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <section className="section not-found" data-not-found="">
        <div className="container narrow">
          <img src="/images/not-found.svg" alt="" width="320" height="220" />
          <h1>404 - Page Not Found</h1>
          <p className="lead">Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
          <a className="btn btn-primary" href="/">
            Return to Home
          </a>
        </div>
      </section>
    </Layout>
  );
}
