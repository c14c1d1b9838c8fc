import { linkLang, localeHref, taskLinks } from '../content/links';
import { Layout } from '../src/website/components/Layout';
import type { SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: messages.notFound.meta.title,
  description: messages.notFound.meta.description,
  robots: 'noindex' as const,
});

// A not-found page is never shared (crawlers show no preview for a 404): it draws no card.
export const shareImage = false;

export default function NotFound(props: SiteProps) {
  const { notFound, ui } = props.messages;
  // What a lost visitor most likely came for: the tasks of the header but prices, and the contact page.
  const tasks = [
    ...taskLinks
      .filter((task) => task.key !== 'prices')
      .map((task) => [task.href, ui.tasks[task.key]] as const),
    ['/contact', ui.nav.contact] as const,
  ];
  return (
    <Layout {...props}>
      <section className="section not-found" data-not-found="">
        <div className="container narrow">
          <img src="/images/not-found.svg" alt="" width="320" height="220" />
          <h1>{notFound.title}</h1>
          <p className="lead">{notFound.text}</p>
          <p>
            <a className="btn btn-primary" href={localeHref(props.locale, '/')}>
              {notFound.home}
            </a>
          </p>
          <p id="tasks-title">{notFound.tasksTitle}</p>
          <nav className="button-row" aria-labelledby="tasks-title">
            {tasks.map(([href, label]) => (
              <a
                key={href}
                className="btn btn-outline btn-sm"
                href={localeHref(props.locale, href)}
                hrefLang={linkLang(props.locale, href)}
              >
                {label}
              </a>
            ))}
          </nav>
        </div>
      </section>
    </Layout>
  );
}
