import type { Messages } from '../../content/locales/en';
import { Static } from '../static';
import { ContactButtons, contactText, type ContactText } from './ContactButtons';

interface CtaBandProps {
  title: string;
  text: string;
  /** The page's messages and locale (pass the page's props), for the buttons. */
  messages: Messages;
  locale: string;
  /** A more specific WhatsApp message and quote link than the company's (a destination page's). */
  whatsappText?: string;
  quoteLink?: string;
}

interface CtaData {
  title: string;
  text: string;
  buttons: ContactText;
  whatsappText?: string;
  quoteLink?: string;
}

/** The same band closes many pages, so React renders each version once per build. */
export function CtaBand({ title, text, messages, locale, whatsappText, quoteLink }: CtaBandProps) {
  const data: CtaData = { title, text, buttons: contactText(messages, locale), ...(whatsappText && { whatsappText }), ...(quoteLink && { quoteLink }) };
  return <Static as="section" className="cta-band" aria-labelledby="cta-title" component={CtaContents} props={data} />;
}

function CtaContents({ title, text, buttons, whatsappText, quoteLink }: CtaData) {
  return (
    <>
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <ContactButtons actions={['call', 'whatsapp', 'quote']} text={buttons} inverted {...(whatsappText && { whatsappText })} {...(quoteLink && { quoteLink })} />
      </div>
    </>
  );
}
