import { company } from '../../content/company';
import { services } from '../../content/home';
import { destinationLinks, fullAddress, landingHref, mailtoHref, mainNavigation, shippingHelpLinks, telHref } from '../../content/links';
// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../../content/locales/en';
import { Static } from '../static';
import { Icon } from './Icon';
import { OfficeHours } from './OfficeHours';

/** The same on every page, so React renders it once per build. */
export function Footer() {
  return <Static as="footer" className="site-footer" component={FooterContents} />;
}

function FooterContents() {
  const ui = en.ui;
  const quickLinks = [
    ...mainNavigation.map((item) => ({ href: item.href, label: ui.nav[item.key] })),
    { href: landingHref, label: ui.footer.landing },
    { href: '/privacy-policy', label: ui.footer.privacy },
    { href: '/terms-conditions', label: ui.footer.terms },
  ];
  const helpLinks = [
    ...shippingHelpLinks.map((link) => ({ href: link.href, label: ui.footer[link.key] })),
    ...destinationLinks.map((link) => ({ href: link.href, label: ui.footer.courierTo[link.slug as keyof typeof ui.footer.courierTo] })),
  ];
  return (
    <>
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{company.name}</p>
          <p>{ui.footer.about}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{ui.footer.services}</h2>
          <ul>
            {services.map((service) => (
              <li key={service.id}>
                <a href={service.href}>{ui.services[service.key]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{ui.footer.shippingHelp}</h2>
          <ul>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{ui.footer.quickLinks}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{ui.footer.officeHours}</h2>
          <OfficeHours days={ui.officeDays} />
        </div>
        <div>
          <h2>{ui.footer.headOffice}</h2>
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
        <p>{ui.footer.copyright(new Date().getFullYear(), company.name)}</p>
      </div>
    </>
  );
}
