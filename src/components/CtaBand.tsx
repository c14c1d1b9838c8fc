import { ContactButtons } from './ContactButtons';
import { Static } from '../static';

interface CtaBandProps {
  title: string;
  text: string;
  /** A more specific WhatsApp message and quote link than the company's (a destination page's). */
  whatsappText?: string;
  quoteLink?: string;
}

/** The same band closes many pages, so React renders each version once per build. */
export function CtaBand(props: CtaBandProps) {
  return <Static as="section" className="cta-band" aria-labelledby="cta-title" component={CtaContents} props={props} />;
}

function CtaContents({ title, text, whatsappText, quoteLink }: CtaBandProps) {
  return (
    <>
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <ContactButtons actions={['call', 'whatsapp', 'quote']} inverted {...(whatsappText && { whatsappText })} {...(quoteLink && { quoteLink })} />
      </div>
    </>
  );
}
