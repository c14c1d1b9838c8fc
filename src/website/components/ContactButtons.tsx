import type { ReactElement } from 'react';
import { company } from '../../../content/company';
import { localeHref, pickupHref, quoteHref, telHref, whatsappWith } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { Icon } from './Icon';

type Action = 'call' | 'whatsapp' | 'quote' | 'pickup';

/** The buttons' words and default links in the page's language, as plain data (see contactText). */
export interface ContactText {
  requestPickup: string;
  call: string;
  whatsapp: string;
  getQuotation: string;
  /** The message already typed in the WhatsApp chat. */
  whatsappMessage: string;
  /** The quote form in the page's language. */
  quote: string;
  /** The pickup booking form in the page's language. */
  pickup: string;
}

/** ContactButtons' words for a page in `locale`. */
export function contactText(messages: Messages, locale: string): ContactText {
  const { buttons } = messages.ui;
  return {
    requestPickup: buttons.requestPickup,
    // A telephone link's text keeps the number and its words on one line (no-break spaces), whatever the translation wrote.
    call: buttons.callNumber(company.phone.display).replace(/ /g, '\u00a0'),
    whatsapp: buttons.whatsapp,
    getQuotation: buttons.getQuotation,
    whatsappMessage: messages.ui.whatsappMessage,
    quote: localeHref(locale, quoteHref),
    pickup: localeHref(locale, pickupHref),
  };
}

interface ContactButtonsProps {
  actions: Action[];
  text: ContactText;
  inverted?: boolean;
  /** The WhatsApp chat's prefilled message, when a page has a more specific one than the company's. */
  whatsappText?: string;
  /** The quote button's link, when a page prefills the form. */
  quoteLink?: string;
}

/** The three ways to reach the company, as buttons, in the order a page wants them. */
export function ContactButtons({
  actions,
  text,
  inverted = false,
  whatsappText,
  quoteLink = text.quote,
}: ContactButtonsProps) {
  const buttons: Record<Action, ReactElement> = {
    pickup: (
      <a key="pickup" className="btn btn-accent" href={text.pickup}>
        <Icon name="truck" />
        {text.requestPickup}
      </a>
    ),
    call: (
      <a key="call" className={inverted ? 'btn btn-light' : 'btn btn-primary'} href={telHref}>
        <Icon name="phone" />
        {text.call}
      </a>
    ),
    whatsapp: (
      <a
        key="whatsapp"
        className="btn btn-whatsapp"
        href={whatsappWith(whatsappText ?? text.whatsappMessage)}
        rel="noopener"
      >
        <Icon name="whatsapp" />
        {text.whatsapp}
      </a>
    ),
    quote: (
      <a
        key="quote"
        className={inverted ? 'btn btn-outline-light' : 'btn btn-outline'}
        href={quoteLink}
      >
        <Icon name="file-text" />
        {text.getQuotation}
      </a>
    ),
  };
  return <div className="button-row">{actions.map((action) => buttons[action])}</div>;
}
