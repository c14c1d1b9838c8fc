import { company } from '../../../content/company';
import { fullAddress, mailtoHref, mapHref, telHref, whatsappWith } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { Icon } from './Icon';
import { OfficeHours } from './OfficeHours';

interface ContactCardsProps {
  text: Messages['contact']['cards'];
  officeDays: readonly string[];
  /** What answers at any hour (ui.alwaysOpen), the hours' last row. */
  alwaysOpen: string;
  /** The message already typed in the WhatsApp chat. */
  whatsappMessage: string;
}

/** Phone, WhatsApp, email, address and hours, each a card with its action. */
export function ContactCards({ text, officeDays, alwaysOpen, whatsappMessage }: ContactCardsProps) {
  const cards = [
    {
      icon: 'phone',
      title: text.call.title,
      body: company.phone.display,
      href: telHref,
      action: text.call.action.replace(/ /g, '\u00a0'),
    },
    {
      icon: 'whatsapp',
      title: text.whatsapp.title,
      body: text.whatsapp.body,
      href: whatsappWith(whatsappMessage),
      action: text.whatsapp.action,
    },
    {
      icon: 'mail',
      title: text.email.title,
      body: company.email,
      href: mailtoHref,
      action: text.email.action,
    },
    {
      icon: 'map-pin',
      title: text.office.title,
      body: fullAddress,
      href: mapHref,
      action: text.office.action,
    },
  ];
  return (
    <ul className="contact-cards balanced">
      {cards.map((card) => (
        <li key={card.icon} className="contact-card">
          <span className="reason-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <h2>{card.title}</h2>
          <p>{card.body}</p>
          <a
            className="text-link"
            href={card.href}
            {...(card.href.startsWith('http') && { rel: 'noopener' })}
          >
            {card.action}
            <Icon name="arrow-right" size={18} />
          </a>
        </li>
      ))}
      <li className="contact-card">
        <span className="reason-icon">
          <Icon name="clock" size={22} />
        </span>
        <h2>{text.hours.title}</h2>
        <OfficeHours days={officeDays} always={alwaysOpen} />
        <p>{text.hours.note}</p>
      </li>
    </ul>
  );
}
