import { messagesOf } from '../../../content/locales';
import { Static } from '#site';
import { ContactButtons, contactText } from './ContactButtons';

interface CtaBandProps {
  title: string;
  text: string;
  /** The page's locale, for the buttons' words. */
  locale: string;
  /** A more specific WhatsApp message and quote link than the company's (a destination page's). */
  whatsappText?: string;
  quoteLink?: string;
}

interface CtaData {
  title: string;
  text: string;
  locale: string;
  whatsappText?: string;
  quoteLink?: string;
}

/** The same band closes many pages, so React renders each version once per build (keyed by its words and locale). */
export function CtaBand({ title, text, locale, whatsappText, quoteLink }: CtaBandProps) {
  const data: CtaData = {
    title,
    text,
    locale,
    ...(whatsappText && { whatsappText }),
    ...(quoteLink && { quoteLink }),
  };
  return (
    <Static
      as="section"
      className="cta-band"
      aria-labelledby="cta-title"
      component={CtaContents}
      props={data}
    />
  );
}

function CtaContents({ title, text, locale, whatsappText, quoteLink }: CtaData) {
  const buttons = contactText(messagesOf(locale), locale);
  return (
    <div className="container cta-inner">
      <div>
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
      </div>
      <ContactButtons
        actions={['call', 'whatsapp', 'quote']}
        text={buttons}
        inverted
        {...(whatsappText && { whatsappText })}
        {...(quoteLink && { quoteLink })}
      />
    </div>
  );
}
