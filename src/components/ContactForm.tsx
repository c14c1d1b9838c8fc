import { company } from '../../content/company';
import { mailtoWithSubject, whatsappChat } from '../../content/links';
import { Icon } from './Icon';

/** The first line of an enquiry sent on WhatsApp; the form's fields follow, one a line. */
export const WHATSAPP_INTRO = 'Hello! I would like a courier quote.';

export const SERVICE_OPTIONS = [
  { value: '', label: 'Select a service' },
  { value: 'international-courier', label: 'International Courier' },
  { value: 'air-cargo', label: 'Air Cargo' },
  { value: 'domestic-courier', label: 'Domestic Courier' },
  { value: 'other', label: 'Other' },
] as const;

/**
 * The enquiry form. The browser's own validation checks the required fields for both buttons.
 * "Send Message" posts to the configured endpoint, or, when none is set, opens the visitor's
 * email app with the enquiry. "Send on WhatsApp" opens the company's chat: the client script
 * writes the name, phone, service and message into the chat's text; without JavaScript the
 * form's GET to wa.me opens the chat with an empty message (wa.me reads only `text`).
 */
export function ContactForm() {
  const endpoint = company.forms.contactEndpoint;
  return (
    <form
      id="quote-form"
      className="contact-form"
      action={endpoint || mailtoWithSubject('Courier enquiry from the website')}
      method="post"
      {...(endpoint ? {} : { encType: 'text/plain', 'data-mailto': '', 'data-subject': 'Courier enquiry from the website' })}
    >
      <div className="field">
        <label htmlFor="contact-name">Full Name</label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-phone">Phone Number</label>
          <input id="contact-phone" name="phone" type="tel" required autoComplete="tel" inputMode="tel" />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email Address</label>
          <input id="contact-email" name="email" type="email" required autoComplete="email" />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-service">
          Service <span className="optional">(optional)</span>
        </label>
        <select id="contact-service" name="service" autoComplete="off" defaultValue="">
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={5} required autoComplete="off" placeholder="What are you sending, from where to where, and roughly how heavy is it?" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-accent">
          Send Message
        </button>
        <button type="submit" className="btn btn-whatsapp" formAction={whatsappChat} formMethod="get" formEncType="application/x-www-form-urlencoded" data-whatsapp={WHATSAPP_INTRO} data-fields="name phone service message">
          <Icon name="whatsapp" />
          Send on WhatsApp
        </button>
      </div>
      <p className="form-note">
        {endpoint ? 'Send Message: we reply within one working day.' : 'Send Message opens your email app with your message ready to send to us.'} Send on WhatsApp opens a chat with
        us with your details written in. See our <a href="/privacy-policy">privacy policy</a>.
      </p>
      <p className="form-status" role="status" data-form-status="" />
    </form>
  );
}
