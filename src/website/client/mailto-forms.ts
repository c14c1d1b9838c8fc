/**
 * Forms without an endpoint that open the visitor's email app (data-mailto), and the field
 * lines every hand-off writes: apart from forms.ts so that the blog's listings, whose only such
 * form is the newsletter's, load just this part (every page's JavaScript is held to 2.5 KB
 * gzipped). Strings are joined with + for size (a template literal becomes "".concat()).
 */
import { $, $$ } from './dom';

/** The fields named in `names` (all when none). */
export const namedFields = (form: HTMLFormElement, names?: string) =>
  $$<HTMLInputElement>('[name]', form).filter(
    (field) => !names || names.split(' ').includes(field.name),
  );

/** How a value is written, by the field's type, where it is not the value itself (pickup.ts adds the date's). */
export const writers: Record<string, (value: string) => string> = {};

/**
 * "Label: value" for each filled field (those named in `names`, else all), labelled by its
 * data-label (the form's own label, or a shorter one where the link must stay short); a group's
 * ticked boxes share their label and one line ("Items: food, medicines"), a menu writes the
 * choice as shown, other values as `writers` write them.
 */
export function fieldLines(form: HTMLFormElement, names?: string): string[] {
  const lines: Record<string, string> = {};
  namedFields(form, names)
    .filter((field) => field.value && (field.type !== 'checkbox' || field.checked))
    .forEach((field) => {
      const label = field.dataset.label!;
      lines[label] =
        (lines[label] ? lines[label] + ', ' : '') +
        (field instanceof HTMLSelectElement
          ? field.selectedOptions[0]!.text
          : (writers[field.type] || String)(field.value));
    });
  return Object.keys(lines).map((label) => label + ': ' + lines[label]);
}

/** Navigating through a link click opens an email or chat app the same way a link does. */
export function open(url: string, form: HTMLFormElement): void {
  const link = document.createElement('a');
  link.href = url;
  form.append(link);
  link.click();
  link.remove();
}

/** The email a form without an endpoint writes: to its mailto: address, with its subject and the fields written out. */
export const mailUrl = (form: HTMLFormElement) =>
  form.getAttribute('action')!.split('?')[0] +
  '?subject=' +
  encodeURIComponent(form.dataset.subject || '') +
  '&body=' +
  encodeURIComponent(fieldLines(form).join('\n'));

/** Forms without an endpoint open the visitor's email app with the fields written out. */
export function setupMailtoForms(): void {
  $$<HTMLFormElement>('form[data-mailto]').forEach((form) =>
    form.addEventListener('submit', (event) => {
      if (event.submitter?.hasAttribute('data-whatsapp')) return;
      event.preventDefault();
      open(mailUrl(form), form);
      $('[data-form-status]', form)!.textContent = form.dataset.sent!;
    }),
  );
}
