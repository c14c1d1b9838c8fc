/**
 * The contact page's own script: its quote form's email and WhatsApp hand-offs (forms.ts), the
 * count under the message that keeps both links short enough to open, and the prefill a link may
 * carry.
 */
import { $ } from './dom';
import { chatUrl, setupMailtoForms, setupWhatsappForms } from './forms';
import { mailUrl } from './mailto-forms';

/** A link to the quote form may fill its fields: /contact?service=…&message=…#quote-form (the message field is named `text`, for WhatsApp). */
function prefillQuoteForm(form: HTMLFormElement): void {
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(
      name === 'message' ? 'text' : name,
    ) as HTMLInputElement | null;
    if (field && 'value' in field) field.value = value;
  });
}

/**
 * Under the message: about how many more characters fit while the longer of the form's email and
 * WhatsApp links stays within data-limit characters (mail apps may not open a longer one). The
 * count is at the cost of her own text once percent-encoded (an English letter 1 character, a
 * Telugu one 9; the placeholder's before she types); past it the message is invalid and says by
 * about how much (data-over). The maxlength the page has for a browser without JavaScript (a
 * limit that holds in any script) gives way to the link's own length.
 */
function setupMessageCount(form: HTMLFormElement): void {
  const count = $('[data-left]', form)!;
  const field = document.getElementById(count.id.slice(0, -6)) as HTMLTextAreaElement;
  const limit = +form.dataset.limit!;
  field.maxLength = limit;
  const update = () => {
    const text = field.value || field.placeholder;
    const longest = Math.max(
      ...[mailUrl(form), chatUrl(form, $('[data-whatsapp]', form)!)].map(
        (url) => new URL(url).href.length,
      ),
    );
    const left = Math.floor(((limit - longest) * text.length) / encodeURIComponent(text).length);
    field.setCustomValidity(left < 0 ? count.dataset.over!.replace('{n}', '' + -left) : '');
    count.textContent =
      left < 0 ? field.validationMessage : count.dataset.left!.replace('{n}', '' + left);
  };
  form.addEventListener('input', update);
  addEventListener('pageshow', update);
  update();
}

const form = $<HTMLFormElement>('#quote-form');
setupMailtoForms();
setupWhatsappForms();
if (form) {
  prefillQuoteForm(form);
  setupMessageCount(form);
}
