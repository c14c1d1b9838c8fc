/**
 * The volumetric-weight calculator's own script (loaded by that page alone): works out the
 * chargeable weight as the visitor types, says under a field what is wrong with it once the
 * visitor has typed there, and writes the figures into the quote-form and WhatsApp links.
 * Its words are the page's language's (calculator.script), in the form's data-messages.
 * Strings are joined with + for size (see chargeable-weight.ts).
 */
import { chargeableWeight, FIELDS, fill, formatKg, readFields, type Field, type FieldMessages, type ShipmentInput } from './chargeable-weight';

/** calculator.script of content/locales/<code>/calculator.ts. */
interface Messages extends FieldMessages {
  payVolumetric: string;
  payActual: string;
  oneBox: string;
  manyBoxes: string;
  volumetricLine: string;
  actualLine: string;
  chargeableLine: string;
  quoteHeading: string;
}

const form = document.getElementById('calc') as HTMLFormElement | null;
if (form) setup(form);

function setup(form: HTMLFormElement): void {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const show = (id: string, text: string) => (document.getElementById('calc-' + id)!.textContent = text);
  const quote = document.getElementById('calc-quote') as HTMLAnchorElement;
  const whatsapp = document.getElementById('calc-whatsapp') as HTMLAnchorElement;
  const defaults = [quote.href, whatsapp.href];
  // The contact page in the page's language (/contact, /te/contact).
  const quoteLink = quote.getAttribute('href')!.split('#')[0];
  const touched = new Set<string>();
  const messages = JSON.parse(form.getAttribute('data-messages')!) as Messages;

  const update = () => {
    const input = { sizeUnit: value('size-unit'), weightUnit: value('weight-unit'), divisor: Number(value('divisor')) } as ShipmentInput;
    FIELDS.forEach((field) => (input[field] = value(field)));
    form.querySelectorAll('[data-unit]').forEach((unit) => (unit.textContent = unit.getAttribute('data-unit') === 'size' ? input.sizeUnit : input.weightUnit));
    const values = readFields(input, messages);
    let isValid = true;
    for (const field of FIELDS) {
      const problem = typeof values[field] === 'string' ? (values[field] as string) : '';
      if (problem) isValid = false;
      const shown = touched.has(field) ? problem : '';
      (form.elements.namedItem(field) as Element).setAttribute('aria-invalid', String(!!shown));
      show(field + '-error', shown);
    }
    if (!isValid) {
      ['volumetric', 'actual', 'chargeable'].forEach((id) => show(id, '–'));
      show('why', form.getAttribute('data-empty')!);
      quote.href = defaults[0]!;
      whatsapp.href = defaults[1]!;
      return;
    }
    const result = chargeableWeight(input, values as Record<Field, number>);
    const volumetric = formatKg(result.volumetric);
    const actual = formatKg(result.actual);
    const chargeable = formatKg(result.chargeable);
    show('volumetric', volumetric);
    show('actual', actual);
    show('chargeable', chargeable);
    show('why', fill(result.volumetric > result.actual ? messages.payVolumetric : messages.payActual, { weight: chargeable }));
    const boxes = Number(input.boxes);
    const figures = [
      fill(boxes > 1 ? messages.manyBoxes : messages.oneBox, {
        count: boxes,
        size: [input.length, input.width, input.height].map((side) => side.trim()).join(' × ') + ' ' + input.sizeUnit,
        weight: input.weight.trim() + ' ' + input.weightUnit,
      }),
      fill(messages.volumetricLine, { weight: volumetric, divisor: input.divisor }),
      fill(messages.actualLine, { weight: actual }),
      fill(messages.chargeableLine, { weight: chargeable }),
    ];
    quote.href = quoteLink + '?service=international-courier&message=' + encodeURIComponent([messages.quoteHeading].concat(figures).join('\n')) + '#quote-form';
    whatsapp.href = whatsapp.getAttribute('data-chat') + '?text=' + encodeURIComponent([whatsapp.getAttribute('data-intro')].concat(figures).join('\n'));
  };

  form.addEventListener('input', (event) => {
    touched.add((event.target as HTMLInputElement).name);
    update();
  });
  // Enter in a field shows every message instead of reloading the page.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    FIELDS.forEach((field) => touched.add(field));
    update();
  });
  // The page arrives showing the empty result: only values the browser restored (on going back) need one now.
  if (Array.prototype.some.call(form.elements, (field: HTMLInputElement) => field.value !== field.defaultValue || field.checked !== field.defaultChecked)) update();
}
