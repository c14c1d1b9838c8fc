/**
 * The pickup page's own script: checks the mobile number, pincode and date (in the browser's
 * bubble and under the field), offers only the chosen day's time slots (today's still to come),
 * says when a pincode is one we still have to confirm, shows the rule for each ticked item in the
 * chosen country, fills in the calculator's figures from the address, keeps what she typed for
 * the tab (sessionStorage: a page in another language, or the same page after the phone dropped
 * it, starts with her details), and shows what happens next once the request is sent (forms.ts
 * writes it into the WhatsApp message or the email; with forms.pickupEndpoint set, "Send by
 * email" is the form's own POST).
 * Everything the page shows is worked out again on `pageshow`: a page loaded again from history
 * gets its fields back from the browser after this script has run, and they are never wiped.
 * Strings are joined with + and optional chaining is avoided, for size (see chargeable-weight.ts).
 */
import { setupMailtoForms, setupWhatsappForms } from './forms';
import { $, $$ } from './dom';
import { writers } from './mailto-forms';
import {
  addDays,
  dateProblem,
  isIndianMobile,
  isPincode,
  localDay,
  weekday,
} from './pickup-checks';

type Field = HTMLInputElement & HTMLSelectElement;

const form = $<HTMLFormElement>('#pickup-form')!;
const named = (name: string) => form.elements.namedItem(name) as Field;
const fields = $$<HTMLInputElement>('[name]', form);
const checked = $$<Field>('[data-check]', form);
const today = localDay(new Date());
const date = named('date');
const days = date.dataset.days!.split(' ').map(Number);
const window_ = +date.dataset.window!;
const slot = named('slot');
const destination = named('destination');
const pincode = named('pincode');
const pincodeNote = $('#pickup-pincode-note')!;
const rules = $('[data-rules-out]', form)!;
const fieldset = rules.parentElement!;
const items = $$<HTMLInputElement>('[type=checkbox]', form);

// The day in the messages as people read it in the page's language: "Monday, 30 November 2026", "सोमवार, 30 नवंबर 2026".
writers.date = (value) =>
  new Date(value).toLocaleDateString(document.documentElement.lang, {
    dateStyle: 'full',
    timeZone: 'UTC',
  });
// A number as a number: "5", not the "0005.000" a number field also takes (the link's length is counted on it).
writers.number = (value) => '' + +value;
date.min = today;
date.max = addDays(today, window_);

/** What is wrong with a checked field, in the page's language ('' when nothing). */
function problem(field: Field): string {
  const value = field.value;
  const kind = field.dataset.check;
  if (kind === 'date') return field.dataset[dateProblem(value, today, days, window_)] || '';
  return (kind === 'phone' ? isIndianMobile(value) : isPincode(value))
    ? ''
    : field.dataset.message!;
}

const validate = (field: Field) => field.setCustomValidity(problem(field));

checked.forEach((field) => {
  const note = document.getElementById(field.id + '-error')!;
  field.addEventListener('input', () => {
    validate(field);
    if (field.validity.valid) note.textContent = '';
  });
  field.addEventListener('invalid', () => (note.textContent = field.validationMessage));
});

/** Only the slots of the chosen day's office hours can be chosen, and on today only those that have not ended. */
function fitSlots(): void {
  const day = date.value ? String(weekday(date.value)) : '';
  // "13:05" now: a slot "09:00-11:00" has ended once its end is not after it.
  const now = new Date().toTimeString().slice(0, 5);
  $$<HTMLOptGroupElement>('optgroup', slot).forEach((group) => {
    group.disabled = group.hidden = !!day && group.dataset.days!.split(' ').indexOf(day) < 0;
  });
  $$<HTMLOptionElement>('option[value*="-"]', slot).forEach((option) => {
    option.disabled = option.hidden = date.value === today && option.value.slice(-5) <= now;
  });
  if (slot.selectedOptions[0]!.matches(':disabled')) slot.value = '';
}

/** The pincode is not one we know we serve: we confirm (never a refusal). */
function notePincode(): void {
  const value = pincode.value.replace(' ', '');
  pincodeNote.textContent =
    isPincode(value) && pincode.dataset.served!.split(' ').indexOf(value) < 0
      ? pincodeNote.dataset.unserved!
      : '';
}

/** "Food to USA: ask us first" for each ticked item that is not usually fine in the chosen country. */
function showRules(): void {
  const index = destination.selectedIndex - 1;
  rules.textContent = '';
  items.forEach((item) => {
    const status = item.dataset.rules!.split('|')[index];
    if (item.checked && status) {
      const line = document.createElement('li');
      line.textContent = fieldset.dataset
        .rule!.replace('{item}', item.parentElement!.textContent!)
        .replace('{country}', destination.selectedOptions[0]!.text)
        .replace('{status}', status);
      rules.append(line);
    }
  });
}

/**
 * forms.ts writes the request into the WhatsApp message or the email; once it is on its way,
 * "what happens next" stands out as a white card on the tinted section, and is read next.
 */
function showNext(event: SubmitEvent): void {
  // "Send on WhatsApp" skips the browser's checks (formnovalidate, for the form without JavaScript): forms.ts then refuses an invalid form.
  if (
    (form.hasAttribute('data-mailto') || event.submitter!.hasAttribute('data-whatsapp')) &&
    form.checkValidity()
  ) {
    $('[data-form-status]', form)!.textContent = form.dataset.sent!;
    const next = $('#next')!;
    next.className = 'form-panel';
    next.focus();
  }
}

/**
 * The calculator's link (?destination=usa&weight=12.5&boxes=2) fills its figures into empty
 * fields, once: they then leave the address, so that the page loaded again from history or
 * reloaded keeps what she changed (the browser gives her fields back after this script has run,
 * but not into a field the script filled). Each is kept only when its field takes it (a country
 * of the menu, a number within the field's limits).
 */
function fillFigures(): void {
  const query = new URLSearchParams(location.search);
  ['destination', 'weight', 'boxes'].forEach((name) => {
    const field = named(name);
    const value = query.get(name);
    if (value && !field.value) {
      field.value = value;
      if (field.value !== value || !field.validity.valid) field.value = '';
    }
  });
  history.replaceState(null, '', location.pathname);
}

/**
 * What she typed, kept for the tab: every field's value (a box: whether ticked) in the form's
 * order, which is the same in every language. Put back only into fields still empty.
 */
const KEPT = 'pickup';
const keep = () =>
  sessionStorage.setItem(
    KEPT,
    JSON.stringify(
      fields.map((field) => (field.type === 'checkbox' ? field.checked : field.value)),
    ),
  );
function putBack(): void {
  try {
    (JSON.parse(sessionStorage.getItem(KEPT)!) || []).forEach(
      (value: string | boolean, index: number) => {
        const field = fields[index]!;
        if (field.type === 'checkbox') field.checked ||= value as boolean;
        else if (!field.value) field.value = value as string;
      },
    );
  } catch {
    // Storage off, or not ours: the form starts empty.
  }
}

/** Under the name, address, area and note (`<id>-count`, data-left): how many more characters their maxlength leaves. */
function countLeft(): void {
  $$('[data-left]', form).forEach((count) => {
    const field = $<HTMLInputElement>('#' + count.id.slice(0, -6))!;
    count.textContent = count.dataset.left!.replace(
      '{n}',
      '' + (field.maxLength - field.value.length),
    );
  });
}

/** Everything the page shows from the fields' values, as they are now. */
function refresh(): void {
  checked.forEach(validate);
  fitSlots();
  notePincode();
  showRules();
  countLeft();
}

form.addEventListener('input', () => {
  refresh();
  keep();
});
form.addEventListener('submit', showNext);
addEventListener('pageshow', refresh);
fillFigures();
putBack();
keep();
refresh();
setupMailtoForms();
setupWhatsappForms();
