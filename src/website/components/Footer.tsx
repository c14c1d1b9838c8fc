import { company } from '../../../content/company';
import { messagesOf } from '../../../content/locales';
import { services } from '../../../content/home';
import {
  destinationLinks,
  fullAddress,
  landingHref,
  linkLang,
  localeHref,
  mailtoHref,
  mainNavigation,
  shippingHelpLinks,
  telHref,
} from '../../../content/links';
import { Static } from '#site';
import { keepTogether } from './format';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OfficeHours } from './OfficeHours';
import type { PageContext } from './site-page';

interface Link {
  href: string;
  label: string;
  /** `en-IN` on a link from a translated page to a page in English only. */
  hrefLang?: string;
}

type Column = 'services' | 'help' | 'quick';

/** A link column of the footer in `locale`. */
function columnLinks(locale: string, column: Column): Link[] {
  const { ui } = messagesOf(locale);
  const link = (href: string, label: string): Link => {
    const hrefLang = linkLang(locale, href);
    return { href: localeHref(locale, href), label, ...(hrefLang && { hrefLang }) };
  };
  switch (column) {
    case 'services':
      return services.map((service) => link(service.href, ui.services[service.key]));
    case 'help':
      return [
        ...shippingHelpLinks.map((item) => link(item.href, ui.footer[item.key])),
        ...destinationLinks.map((item) =>
          link(item.href, ui.footer.courierTo[item.slug as keyof typeof ui.footer.courierTo]),
        ),
      ];
    case 'quick':
      return [
        ...mainNavigation.map((item) => link(item.href, ui.nav[item.key])),
        link(landingHref, ui.footer.landing),
        link('/privacy-policy', ui.footer.privacy),
        link('/terms-conditions', ui.footer.terms),
      ];
  }
}

/**
 * The same on every page of a language but for its language links: the columns are rendered
 * once per language by <Static>, keyed by the locale (and column) alone.
 */
export function Footer({ locale, messages, languages }: PageContext) {
  const { ui } = messages;
  // The language links differ on every page (each leads to this page in its language): rendered in place.
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{company.name}</p>
          <p>{keepTogether(ui.footer.about)}</p>
          <LanguageSwitcher languages={languages} label={ui.languages.label} />
        </div>
        <Static
          as="nav"
          aria-labelledby="footer-services"
          component={FooterNav}
          props={{ locale, column: 'services', id: 'footer-services' }}
        />
        <Static
          as="nav"
          aria-labelledby="footer-help"
          component={FooterNav}
          props={{ locale, column: 'help', id: 'footer-help' }}
        />
        <Static
          as="nav"
          aria-labelledby="footer-links"
          component={FooterNav}
          props={{ locale, column: 'quick', id: 'footer-links' }}
        />
        <Static as="div" component={FooterHours} props={{ locale }} />
        <Static as="div" component={FooterOffice} props={{ locale }} />
      </div>
      <div className="container footer-bottom">
        <p>{ui.footer.copyright(new Date().getFullYear(), company.name)}</p>
      </div>
    </footer>
  );
}

const COLUMN_TITLES = { services: 'services', help: 'shippingHelp', quick: 'quickLinks' } as const;

function FooterNav({ locale, column, id }: { locale: string; column: Column; id: string }) {
  return (
    <>
      <h2 id={id}>{messagesOf(locale).ui.footer[COLUMN_TITLES[column]]}</h2>
      <LinkList links={columnLinks(locale, column)} />
    </>
  );
}

function LinkList({ links }: { links: Link[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} hrefLang={link.hrefLang}>
            {keepTogether(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function FooterHours({ locale }: { locale: string }) {
  const { ui } = messagesOf(locale);
  return (
    <>
      <h2>{ui.footer.officeHours}</h2>
      <OfficeHours days={ui.officeDays} always={ui.alwaysOpen} />
    </>
  );
}

function FooterOffice({ locale }: { locale: string }) {
  return (
    <>
      <h2>{messagesOf(locale).ui.footer.headOffice}</h2>
      <address>
        <p>{fullAddress}</p>
        <p>
          <a className="icon-link" href={telHref}>
            <Icon name="phone" size={16} />
            {company.phone.display}
          </a>
        </p>
        <p>
          <a className="icon-link" href={mailtoHref}>
            <Icon name="mail" size={16} />
            {company.email}
          </a>
        </p>
      </address>
    </>
  );
}
