import { ContactButtons } from './ContactButtons';

export function CtaBand({ title, text }: { title: string; text: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <ContactButtons actions={['call', 'whatsapp', 'quote']} inverted />
      </div>
    </section>
  );
}
