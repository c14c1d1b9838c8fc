import { company } from '../../content/company';
import { services } from '../../content/home';
import { fullAddress, landingHref, mailtoHref, mainNavigation, shippingHelpLinks, telHref } from '../../content/links';
import { Static } from '../static';
import { Icon } from './Icon';
import { OfficeHours } from './OfficeHours';

const legalLinks = [
  { href: landingHref, label: 'International Courier from Hyderabad' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-conditions', label: 'Terms & Conditions' },
];

/** The same on every page, so React renders it once per build. */
export function Footer() {
  return <Static as="footer" className="site-footer" component={FooterContents} />;
}

function FooterContents() {
  return (
    <>
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="footer-name">{company.name}</p>
          <p>{company.tagline}. Door-to-door pickup, honest quotes and support whenever you need it.</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {services.map((service) => (
              <li key={service.id}>
                <a href={service.link.href}>{service.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">Shipping Help</h2>
          <ul>
            {shippingHelpLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {[...mainNavigation, ...legalLinks].map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Office Hours</h2>
          <OfficeHours />
        </div>
        <div>
          <h2>Head Office</h2>
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
        <p>
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
      </div>
    </>
  );
}
