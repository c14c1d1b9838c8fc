import type { ReactElement } from 'react';
import { company } from '../../content/company';
import { quoteHref, telHref, whatsappWith } from '../../content/links';
// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../../content/locales/en';
import { Icon } from './Icon';

type Action = 'call' | 'whatsapp' | 'quote' | 'pickup';

interface ContactButtonsProps {
  actions: Action[];
  inverted?: boolean;
  /** The WhatsApp chat's prefilled message, when a page has a more specific one than the company's. */
  whatsappText?: string;
  /** The quote button's link, when a page prefills the form. */
  quoteLink?: string;
}

/** The three ways to reach the company, as buttons, in the order a page wants them. */
export function ContactButtons({ actions, inverted = false, whatsappText, quoteLink = quoteHref }: ContactButtonsProps) {
  const labels = en.ui.buttons;
  const buttons: Record<Action, ReactElement> = {
    pickup: (
      <a key="pickup" className="btn btn-accent" href={quoteHref}>
        <Icon name="truck" />
        {labels.requestPickup}
      </a>
    ),
    call: (
      <a key="call" className={inverted ? 'btn btn-light' : 'btn btn-primary'} href={telHref}>
        <Icon name="phone" />
        {labels.callNumber(company.phone.display)}
      </a>
    ),
    whatsapp: (
      <a key="whatsapp" className="btn btn-whatsapp" href={whatsappWith(whatsappText ?? en.ui.whatsappMessage)} rel="noopener">
        <Icon name="whatsapp" />
        {labels.whatsapp}
      </a>
    ),
    quote: (
      <a key="quote" className={inverted ? 'btn btn-outline-light' : 'btn btn-outline'} href={quoteLink}>
        <Icon name="file-text" />
        {labels.getQuotation}
      </a>
    ),
  };
  return <div className="button-row">{actions.map((action) => buttons[action])}</div>;
}
