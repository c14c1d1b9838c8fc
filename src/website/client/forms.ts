/**
 * Email- and WhatsApp-based forms and the quote form's prefill: the contact page's own script,
 * imported by the other pages' scripts whose pages have such forms (blog.ts for the newsletter,
 * pickup.ts, track.ts). Not in main.ts, so that pages without forms (the calculator) do not
 * load it: every page's JavaScript is held to 2.5 KB gzipped.
 */
import { $, $$ } from './dom';

/** The fields named in `names` (all when none). */
const namedFields = (form: HTMLFormElement, names?: string) => $$<HTMLInputElement>('[name]', form).filter((field) => !names || names.split(' ').includes(field.name));

/**
 * "Label: value" for each filled field (those named in `names`, else all), as the form labels
 * them (without a marker such as "(optional)" after the label's text); a ticked box is its
 * group's legend and its own label ("What is inside: Food").
 */
function fieldLines(form: HTMLFormElement, names?: string): string[] {
  return namedFields(form, names)
    .filter((field) => field.value && (field.type !== 'checkbox' || field.checked))
    .map((field) => {
      const box = field.type === 'checkbox';
      // A box's group is named by its fieldset's first child, the legend.
      const label = (box ? field.closest('fieldset')!.firstChild! : field.labels![0]!).firstChild!.textContent!.trim();
      return `${label}: ${box ? field.labels![0]!.textContent : field instanceof HTMLSelectElement ? field.selectedOptions[0]!.text : field.value}`;
    });
}

/** Navigating through a link click opens an email or chat app the same way a link does. */
function open(url: string, form: HTMLFormElement): void {
  const link = document.createElement('a');
  link.href = url;
  form.append(link);
  link.click();
  link.remove();
}

/** Forms without an endpoint open the visitor's email app with the fields written out. */
function setupMailtoForms(): void {
  $$<HTMLFormElement>('form[data-mailto]').forEach((form) =>
    form.addEventListener('submit', (event) => {
      if (event.submitter?.hasAttribute('data-whatsapp')) return;
      event.preventDefault();
      const address = form.getAttribute('action')!.split('?')[0];
      open(`${address}?subject=${encodeURIComponent(form.dataset.subject || '')}&body=${encodeURIComponent(fieldLines(form).join('\n'))}`, form);
      $('[data-form-status]', form)!.textContent = form.dataset.sent!;
    }),
  );
}

/**
 * A form or submit button marked data-whatsapp opens the company's chat (its wa.me action) with
 * the intro and the fields written out. The browser has already validated the form, unless the
 * button skips that (formnovalidate: the contact form's chat needs no email): then only the
 * fields it sends (data-fields) are checked, each saying what is wrong in the browser's bubble.
 */
function setupWhatsappForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const trigger = [event.submitter, form].find((element) => element?.hasAttribute('data-whatsapp'));
    if (!trigger) return;
    event.preventDefault();
    const invalid = namedFields(form, trigger.dataset.fields).find((field) => !field.checkValidity());
    if (invalid) return invalid.reportValidity();
    const chat = trigger.getAttribute(trigger === form ? 'action' : 'formaction')!;
    open(`${chat}?text=${encodeURIComponent([trigger.dataset.whatsapp, ...fieldLines(form, trigger.dataset.fields)].join('\n'))}`, form);
  });
}

/** A link to the quote form may fill its fields: /contact?service=…&message=…#quote-form (the message field is named `text`, for WhatsApp). */
function prefillQuoteForm(): void {
  const form = $<HTMLFormElement>('#quote-form');
  if (!form) return;
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(name === 'message' ? 'text' : name) as HTMLInputElement | null;
    if (field && 'value' in field) field.value = value;
  });
}

setupMailtoForms();
setupWhatsappForms();
prefillQuoteForm();
