import { company } from '../../content/company';
import { services } from '../../content/home';
import { destinationLinks, fullAddress, landingHref, linkLang, localeHref, mailtoHref, mainNavigation, shippingHelpLinks, telHref } from '../../content/links';
import type { LanguageLink } from '../contract';
import { Static } from '../static';
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

/** What the footer shows, as plain data: the key under which <Static> keeps its markup. */
interface FooterData {
  text: { about: string; services: string; shippingHelp: string; quickLinks: string; officeHours: string; headOffice: string; copyright: string; languages: string };
  services: Link[];
  help: Link[];
  quick: Link[];
  officeDays: readonly string[];
  languages: LanguageLink[];
}

/** The same on every page of a language but for its language links, so React renders it once per page in each language. */
export function Footer({ locale, messages, languages }: PageContext) {
  const { ui } = messages;
  const link = (href: string, label: string): Link => {
    const hrefLang = linkLang(locale, href);
    return { href: localeHref(locale, href), label, ...(hrefLang && { hrefLang }) };
  };
  const data: FooterData = {
    text: {
      about: ui.footer.about,
      services: ui.footer.services,
      shippingHelp: ui.footer.shippingHelp,
      quickLinks: ui.footer.quickLinks,
      officeHours: ui.footer.officeHours,
      headOffice: ui.footer.headOffice,
      copyright: ui.footer.copyright(new Date().getFullYear(), company.name),
      languages: ui.languages.label,
    },
    services: services.map((service) => link(service.href, ui.services[service.key])),
    help: [
      ...shippingHelpLinks.map((item) => link(item.href, ui.footer[item.key])),
      ...destinationLinks.map((item) => link(item.href, ui.footer.courierTo[item.slug as keyof typeof ui.footer.courierTo])),
    ],
    quick: [
      ...mainNavigation.map((item) => link(item.href, ui.nav[item.key])),
      link(landingHref, ui.footer.landing),
      link('/privacy-policy', ui.footer.privacy),
      link('/terms-conditions', ui.footer.terms),
    ],
    officeDays: ui.officeDays,
    languages,
  };
  return <Static as="footer" className="site-footer" component={FooterContents} props={data} />;
}

function LinkList({ links }: { links: Link[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} hrefLang={link.hrefLang}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function FooterContents({ text, services, help, quick, officeDays, languages }: FooterData) {
  return (
    <>
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{company.name}</p>
          <p>{text.about}</p>
          <LanguageSwitcher languages={languages} label={text.languages} />
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{text.services}</h2>
          <LinkList links={services} />
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{text.shippingHelp}</h2>
          <LinkList links={help} />
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{text.quickLinks}</h2>
          <LinkList links={quick} />
        </nav>
        <div>
          <h2>{text.officeHours}</h2>
          <OfficeHours days={officeDays} />
        </div>
        <div>
          <h2>{text.headOffice}</h2>
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
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{text.copyright}</p>
      </div>
    </>
  );
}
