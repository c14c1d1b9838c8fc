import { company } from '../../content/company';
import { fullAddress, mailtoHref, mapHref, telHref, whatsappHref } from '../../content/links';
import { Icon } from './Icon';
import { OfficeHours } from './OfficeHours';

/** Phone, WhatsApp, email, address and hours, each a card with its action. */
export function ContactCards() {
  const cards = [
    { icon: 'phone', title: 'Call us', body: company.phone.display, href: telHref, action: 'Call\u00a0now' },
    { icon: 'whatsapp', title: 'WhatsApp', body: 'Chat with our team', href: whatsappHref, action: 'Start a chat' },
    { icon: 'mail', title: 'Email', body: company.email, href: mailtoHref, action: 'Write to us' },
    { icon: 'map-pin', title: 'Head office', body: fullAddress, href: mapHref, action: 'Get directions' },
  ];
  return (
    <ul className="contact-cards">
      {cards.map((card) => (
        <li key={card.title} className="contact-card">
          <span className="reason-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <h2>{card.title}</h2>
          <p>{card.body}</p>
          <a className="text-link" href={card.href} {...(card.href.startsWith('http') && { rel: 'noopener' })}>
            {card.action}
            <Icon name="arrow-right" size={18} />
          </a>
        </li>
      ))}
      <li className="contact-card">
        <span className="reason-icon">
          <Icon name="clock" size={22} />
        </span>
        <h2>Office hours</h2>
        <OfficeHours />
      </li>
    </ul>
  );
}
