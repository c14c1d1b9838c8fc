/**
 * Email- and WhatsApp-based forms and the quote form's prefill: the contact page's own script,
 * imported by the other pages' scripts whose pages have such forms (pickup.ts, track.ts; blog.ts
 * takes only the email forms of mailto-forms.ts, for the newsletter). Not in main.ts, so that pages without forms (the calculator) do not
 * load it: every page's JavaScript is held to 2.5 KB gzipped.
 */
import { $ } from './dom';
import { fieldLines, namedFields, open, setupMailtoForms } from './mailto-forms';

/**
 * A form or submit button marked data-whatsapp opens the company's chat (its wa.me action) with
 * the intro and the fields written out. The browser has already validated the form, unless the
 * button skips that (formnovalidate: the contact form's chat needs no email): then only the
 * fields it sends (data-fields) are checked, each saying what is wrong in the browser's bubble.
 */
function setupWhatsappForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const trigger = [event.submitter, form].find((element) =>
      element?.hasAttribute('data-whatsapp'),
    );
    if (!trigger) return;
    event.preventDefault();
    const invalid = namedFields(form, trigger.dataset.fields).find(
      (field) => !field.checkValidity(),
    );
    if (invalid) return invalid.reportValidity();
    const chat = trigger.getAttribute(trigger === form ? 'action' : 'formaction')!;
    open(
      `${chat}?text=${encodeURIComponent([trigger.dataset.whatsapp, ...fieldLines(form, trigger.dataset.fields)].join('\n'))}`,
      form,
    );
  });
}

/** A link to the quote form may fill its fields: /contact?service=…&message=…#quote-form (the message field is named `text`, for WhatsApp). */
function prefillQuoteForm(): void {
  const form = $<HTMLFormElement>('#quote-form');
  if (!form) return;
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(
      name === 'message' ? 'text' : name,
    ) as HTMLInputElement | null;
    if (field && 'value' in field) field.value = value;
  });
}

setupMailtoForms();
setupWhatsappForms();
prefillQuoteForm();
