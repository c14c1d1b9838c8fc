import { company } from '../../content/company';
import { services } from '../../content/home';
import { destinationLinks, fullAddress, landingHref, linkLang, localeHref, mailtoHref, mainNavigation, shippingHelpLinks, telHref } from '../../content/links';
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
}

/** The same on every page of a language but for its language links: the rest is rendered once per language. */
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
  };
  // The language links differ on every page (each leads to this page in its language): rendered
  // in place, and the rest kept once per language by <Static>.
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{company.name}</p>
          <p>{data.text.about}</p>
          <LanguageSwitcher languages={languages} label={data.text.languages} />
        </div>
        <Static as="nav" aria-labelledby="footer-services" component={FooterNav} props={{ id: 'footer-services', title: data.text.services, links: data.services }} />
        <Static as="nav" aria-labelledby="footer-help" component={FooterNav} props={{ id: 'footer-help', title: data.text.shippingHelp, links: data.help }} />
        <Static as="nav" aria-labelledby="footer-links" component={FooterNav} props={{ id: 'footer-links', title: data.text.quickLinks, links: data.quick }} />
        <Static as="div" component={FooterHours} props={{ title: data.text.officeHours, officeDays: data.officeDays }} />
        <Static as="div" component={FooterOffice} props={{ title: data.text.headOffice }} />
      </div>
      <div className="container footer-bottom">
        <p>{data.text.copyright}</p>
      </div>
    </footer>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: Link[] }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <LinkList links={links} />
    </>
  );
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

function FooterHours({ title, officeDays }: { title: string; officeDays: readonly string[] }) {
  return (
    <>
      <h2>{title}</h2>
      <OfficeHours days={officeDays} />
    </>
  );
}

function FooterOffice({ title }: { title: string }) {
  return (
    <>
      <h2>{title}</h2>
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
