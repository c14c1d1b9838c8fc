/**
 * The pickup page's own script: checks the mobile number, pincode and date (in the browser's
 * bubble and under the field), offers only the chosen day's time slots, says when a pincode is
 * one we still have to confirm, shows the rule for each ticked item in the chosen country, fills
 * in the calculator's figures from the address, and shows what happens next once the request is
 * sent (the shared script writes it into the WhatsApp message or the email; with
 * forms.pickupEndpoint set, "Send by email" is the form's own POST).
 * Strings are joined with + and optional chaining is avoided, for size (see chargeable-weight.ts).
 */
import './forms';
import { $, $$ } from './dom';
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
const today = localDay(new Date());
const date = named('date');
const days = date.dataset.days!.split(' ').map(Number);
const window_ = +date.dataset.window!;
const slot = named('slot');
const destination = named('destination');
const pincodeNote = $('#pickup-pincode-note')!;
const rules = $('[data-rules-out]', form)!;
const fieldset = rules.parentElement!;
const items = $$<HTMLInputElement>('[type=checkbox]', form);

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

$$<Field>('[data-check]', form).forEach((field) => {
  const note = document.getElementById(field.id + '-error')!;
  const validate = () => field.setCustomValidity(problem(field));
  field.addEventListener('input', () => {
    validate();
    if (field.validity.valid) note.textContent = '';
  });
  field.addEventListener('invalid', () => (note.textContent = field.validationMessage));
  validate();
});

/** Only the slots of the chosen day's office hours can be chosen. */
function fitSlots(): void {
  const day = date.value ? String(weekday(date.value)) : '';
  $$<HTMLOptGroupElement>('optgroup', slot).forEach((group) => {
    group.disabled = group.hidden = !!day && group.dataset.days!.split(' ').indexOf(day) < 0;
  });
  if (slot.selectedOptions[0]!.matches(':disabled')) slot.value = '';
}

/** The pincode is not one we know we serve: we confirm (never a refusal). */
function notePincode(this: Field): void {
  const pincode = this.value.replace(' ', '');
  pincodeNote.textContent =
    isPincode(pincode) && this.dataset.served!.split(' ').indexOf(pincode) < 0
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
 * The shared script (main.ts) writes the request into the WhatsApp message or the email; once it
 * is on its way, "what happens next" stands out as a white card on the tinted section, and is read next.
 */
function showNext(event: SubmitEvent): void {
  if (form.hasAttribute('data-mailto') || event.submitter!.hasAttribute('data-whatsapp')) {
    $('[data-form-status]', form)!.textContent = form.dataset.sent!;
    const next = $('#next')!;
    next.className = 'form-panel';
    next.focus();
  }
}

/**
 * The calculator's link (?destination=usa&weight=12.5&boxes=2) fills its figures in; each is
 * kept only when its field takes it (a country of the menu, a number within the field's limits).
 */
function fillFigures(): void {
  const query = new URLSearchParams(location.search);
  ['destination', 'weight', 'boxes'].forEach((name) => {
    const field = named(name);
    const value = query.get(name);
    if (value) field.value = value;
    if (field.value !== value || !field.validity.valid) field.value = '';
  });
}

$$('[hidden]', form).forEach((element) => (element.hidden = false));
date.addEventListener('change', fitSlots);
named('pincode').addEventListener('input', notePincode);
form.addEventListener('change', showRules);
form.addEventListener('submit', showNext);
fillFigures();
fitSlots();
showRules();
