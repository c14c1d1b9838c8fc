/**
 * Email- and WhatsApp-based forms, for the pages that have them (contact.ts, pickup.ts,
 * track.ts; blog.ts takes only the email forms of mailto-forms.ts, for the newsletter). Not in
 * main.ts, so that pages without forms (the calculator) do not load it: every page's JavaScript
 * is held to 2.5 KB gzipped.
 */
import { fieldLines, mailUrl, namedFields, open } from './mailto-forms';

export { setupMailtoForms } from './mailto-forms';

/** The chat a form's WhatsApp trigger (the form, or its submit button marked data-whatsapp) opens, with the intro and the fields written out. */
export const chatUrl = (form: HTMLFormElement, trigger: HTMLElement) =>
  trigger.getAttribute(trigger === form ? 'action' : 'formaction') +
  '?text=' +
  encodeURIComponent(
    [trigger.dataset.whatsapp, ...fieldLines(form, trigger.dataset.fields)].join('\n'),
  );

/**
 * A form or submit button marked data-whatsapp opens the company's chat (its wa.me action) with
 * the intro and the fields written out. The browser has already validated the form, unless the
 * button skips that (formnovalidate: without JavaScript it GETs wa.me, which reads only `text`):
 * then the fields it sends (data-fields, else all) are checked, each saying what is wrong in the
 * browser's bubble.
 */
export function setupWhatsappForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const trigger = [event.submitter, form].find(
      (element) => element && element.hasAttribute('data-whatsapp'),
    );
    if (!trigger) return;
    event.preventDefault();
    const invalid = namedFields(form, trigger.dataset.fields).find(
      (field) => !field.checkValidity(),
    );
    if (invalid) return invalid.reportValidity();
    open(chatUrl(form, trigger), form);
  });
}
