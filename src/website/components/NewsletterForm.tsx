import { company } from '../../../content/company';
import { mailtoWithSubject } from '../../../content/links';
// The blog, the one page with this form, is in English only.
import { en } from '../../../content/locales/en';

const EMAIL_LABEL = 'Email address';

/** Posts to the configured newsletter endpoint, or opens a prefilled email when none is set. */
export function NewsletterForm() {
  const endpoint = company.forms.newsletterEndpoint;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">Shipping tips in your inbox</h2>
        <p>
          One short email a month with customs updates, packing advice and ways to save on courier
          costs. Unsubscribe any time.
        </p>
      </div>
      <form
        className="newsletter-form"
        action={endpoint || mailtoWithSubject('Newsletter subscription')}
        method="post"
        {...(endpoint
          ? {}
          : {
              encType: 'text/plain',
              'data-mailto': '',
              'data-subject': 'Newsletter subscription',
              'data-sent': en.contact.form.emailSent(company.email),
            })}
      >
        <label htmlFor="newsletter-email">{EMAIL_LABEL}</label>
        <div className="inline-field">
          <input
            id="newsletter-email"
            data-label={EMAIL_LABEL}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <button type="submit" className="btn btn-accent">
            Subscribe
          </button>
        </div>
        <p className="form-status" role="status" data-form-status="" />
      </form>
    </section>
  );
}
