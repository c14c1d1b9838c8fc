import { company } from '../../../content/company';
import { linkLang, mailtoWithSubject } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { WhatsAppSubmit } from './WhatsAppSubmit';

/**
 * Every email or WhatsApp link the form writes stays under this many characters, about what mail
 * apps reliably open. With JavaScript the page's script (contact.ts) counts the message against it.
 */
export const LINK_LIMIT = 2000;

/**
 * The most characters each field takes. The message's is for a browser without JavaScript (the
 * script lifts it and counts against LINK_LIMIT instead): 160 characters of any script are at
 * most 1,440 once percent-encoded (9 for a Telugu or Hindi letter), which with the subject (290
 * in Telugu), the field names and a name and number of ordinary length stays within LINK_LIMIT.
 */
export const CONTACT_MAX_LENGTH = { name: 60, phone: 20, email: 100, text: 160 } as const;

interface ContactFormProps {
  /** The page's locale (links to English-only pages say so). */
  locale: string;
  /** The form's words in the page's language, including the messages it writes. */
  text: Messages['contact']['form'];
  /** The services' names (ui.services). */
  services: Messages['ui']['services'];
}

/**
 * The enquiry form. "Send Message" posts to the configured endpoint, or, when none is set, opens
 * the visitor's email app with the enquiry; the browser's own validation checks every required
 * field first (the specification's rules). "Send on WhatsApp" needs only what it sends: it skips
 * that validation (formnovalidate), and the client script checks the name, phone and message,
 * then writes them and the service into the chat's text. Without JavaScript the button's GET to
 * wa.me opens the chat with her message typed in: wa.me reads only `text`, which is why the
 * message field is named so (a link may still prefill it as `message`).
 * Everything the script writes is in the page's language: the intro and the subject and thank-you
 * line in data attributes, and the labels of the fields.
 */
export function ContactForm({ locale, text, services }: ContactFormProps) {
  const endpoint = company.forms.contactEndpoint;
  const options = [
    { value: '', label: text.selectService },
    { value: 'international-courier', label: services.internationalCourier },
    { value: 'air-cargo', label: services.airCargo },
    { value: 'domestic-courier', label: services.domesticCourier },
    { value: 'other', label: text.otherService },
  ];
  return (
    <form
      id="quote-form"
      className="contact-form"
      action={endpoint || mailtoWithSubject(text.emailSubject)}
      method="post"
      {...(endpoint
        ? {}
        : {
            encType: 'text/plain',
            'data-mailto': '',
            'data-subject': text.emailSubject,
            'data-sent': text.emailSent(company.email),
          })}
      // The longest link the script lets the form write: under LINK_LIMIT.
      data-limit={LINK_LIMIT - 1}
    >
      <div className="field">
        <label htmlFor="contact-name">{text.name}</label>
        <input
          id="contact-name"
          data-label={text.name}
          name="name"
          type="text"
          required
          maxLength={CONTACT_MAX_LENGTH.name}
          autoComplete="name"
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-phone">{text.phone}</label>
          <input
            id="contact-phone"
            data-label={text.phone}
            name="phone"
            type="tel"
            required
            maxLength={CONTACT_MAX_LENGTH.phone}
            autoComplete="tel"
            inputMode="tel"
          />
        </div>
        <div className="field">
          <label htmlFor="contact-email">{text.email}</label>
          <input
            id="contact-email"
            data-label={text.email}
            name="email"
            type="email"
            required
            maxLength={CONTACT_MAX_LENGTH.email}
            autoComplete="email"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-service">
          {text.service} <span className="optional">{text.optional}</span>
        </label>
        <select
          id="contact-service"
          data-label={text.service}
          name="service"
          autoComplete="off"
          defaultValue=""
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="contact-message">{text.message}</label>
        <textarea
          id="contact-message"
          data-label={text.message}
          name="text"
          rows={5}
          required
          maxLength={CONTACT_MAX_LENGTH.text}
          autoComplete="off"
          placeholder={text.messagePlaceholder}
          aria-describedby="contact-message-count"
        />
        <p
          id="contact-message-count"
          className="field-hint"
          data-left={text.charsLeft}
          data-over={text.tooLong}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-accent">
          {text.submit}
        </button>
        <WhatsAppSubmit
          intro={text.whatsappIntro}
          label={text.whatsapp}
          fields="name phone service text"
        />
      </div>
      <p className="form-note">
        {endpoint ? text.noteEndpoint : text.noteEmail} {text.noteWhatsapp}
        <a href="/privacy-policy" hrefLang={linkLang(locale, '/privacy-policy')}>
          {text.notePrivacyLink}
        </a>
        {text.noteEnd}
      </p>
      <p className="form-status" role="status" data-form-status="" />
    </form>
  );
}
