import { countryGuidePath, destinations } from '../../../content/destinations';
import { localeHref } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';

/**
 * The five countries as links to their page of the rules (/what-can-i-send/usa …): a filter that
 * needs no JavaScript. On a country's page its own link is marked as the current one.
 */
export function CountryChooser({
  messages,
  locale,
  current,
}: {
  messages: Messages;
  locale: string;
  current?: string;
}) {
  return (
    <nav className="jump-links" aria-label={messages.matrix.chooser.label}>
      <ul>
        {destinations.map((destination) => (
          <li key={destination.slug}>
            <a
              href={localeHref(locale, countryGuidePath(destination.slug))}
              aria-current={destination.slug === current ? 'page' : undefined}
            >
              {messages.destinations.countries[destination.slug].shortName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
