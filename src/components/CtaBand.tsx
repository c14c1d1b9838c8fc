import { ContactButtons } from './ContactButtons';
import { Static } from '../static';

/** The same band closes many pages, so React renders each version once per build. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  return <Static as="section" className="cta-band" aria-labelledby="cta-title" component={CtaContents} props={{ title, text }} />;
}

function CtaContents({ title, text }: { title: string; text: string }) {
  return (
    <>
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <ContactButtons actions={['call', 'whatsapp', 'quote']} inverted />
      </div>
    </>
  );
}
