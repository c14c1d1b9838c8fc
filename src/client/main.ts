/**
 * The browser script every page loads. Every page works without it; it only enhances:
 * the mobile menu, the 404 console log, email- and WhatsApp-based forms and the quote form's
 * prefill. Code only one page needs is that page's own script (blog.ts, track.ts,
 * calculator.ts), declared by the page with `export const script`.
 * Budget: every page's JavaScript at most 2.5 KB gzipped (this script plus the page's own), so no dependencies.
 */

document.documentElement.classList.add('js');

import { $, $$ } from './dom';

function setupMenu(): void {
  const toggle = $<HTMLAnchorElement>('[data-menu-toggle]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') || '');
  if (!toggle || !menu) return;
  // Without JavaScript the toggle is a link to the panel; with it, it behaves as a button.
  toggle.setAttribute('role', 'button');
  if (location.hash === `#${menu.id}`) history.replaceState(null, '', location.pathname + location.search);
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      setOpen(!isOpen());
    }
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
}

function logNotFound(): void {
  if ($('[data-not-found]')) console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
}

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

setupMenu();
logNotFound();
setupMailtoForms();
setupWhatsappForms();
prefillQuoteForm();
