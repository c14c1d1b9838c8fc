/**
 * The volumetric-weight calculator's own script (loaded by that page alone): works out the
 * chargeable weight and, with the rate card the page hands it in the form's data-messages (rates), the
 * estimated price as the visitor types; says under a field what is wrong with it once the
 * visitor has typed there; and writes the figures into the quote-form, WhatsApp and pickup
 * links (each link's data-href, with {m} for the figures). Its words are the page's language's
 * (calculator.script), in the form's data-messages. Without rates (no rate card) there is
 * no price and it works as before. Written for size (see chargeable-weight.ts): with the shared
 * script it must stay within the page's 2.5 KB of JavaScript.
 */
import {
  chargeableWeight,
  FIELDS,
  fill,
  formatKg,
  readFields,
  type Field,
  type FieldMessages,
  type ShipmentInput,
} from './chargeable-weight';
import { formatRupees, priceOf, type PriceSteps } from './price';

/** calculator.script of content/locales/<code>/calculator.ts. */
interface Messages extends FieldMessages {
  payVolumetric: string;
  payActual: string;
  oneBox: string;
  manyBoxes: string;
  figures: string;
  priceLine: string;
  destinationLine: string;
  priceHandOff: string;
  askUs: string;
  /** With a rate card: the surcharge factor, then each destination's express price steps or 0 (WeightCalculator.tsx). */
  rates?: [number, ...Array<PriceSteps | 0>];
}

const form = document.getElementById('calc') as HTMLFormElement | null;
if (form) setup(form);

function setup(form: HTMLFormElement): void {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const element = (id: string) => document.getElementById('calc-' + id)!;
  const show = (id: string, text: string) => (element(id).textContent = text);
  const links = ['quote', 'whatsapp', 'book'].map(element) as HTMLAnchorElement[];
  // Each link as the page has it, to go back to while the form has a mistake.
  const plain = links.map((link) => link.getAttribute('href')!);
  const touched: Record<string, 1> = {};
  const messages = JSON.parse(form.dataset.messages!) as Messages;
  const rates = messages.rates;
  const destination = form.elements.namedItem('destination') as HTMLSelectElement;
  const results = ['volumetric', 'actual', 'chargeable', 'price'].slice(0, rates ? 4 : 3);

  const update = () => {
    // The radio groups are named as the input's fields (sizeUnit, weightUnit, divisor); the divisor stays text, which / and == read as a number.
    const input = {} as Record<string, string>;
    ['sizeUnit', 'weightUnit', 'divisor', ...FIELDS].forEach((name) => (input[name] = value(name)));
    form
      .querySelectorAll<HTMLElement>('[data-unit]')
      .forEach((unit) => (unit.textContent = value(unit.dataset.unit!)));
    const values = readFields(input as unknown as ShipmentInput, messages);
    let isValid = true;
    for (const field of FIELDS) {
      const problem = values[field];
      const isProblem = typeof problem == 'string';
      if (isProblem) isValid = false;
      const shown = isProblem && touched[field] ? problem : '';
      (form.elements.namedItem(field) as Element).setAttribute('aria-invalid', '' + !!shown);
      show(field + '-error', shown);
    }
    // Every {name} the messages and the links' data-href use; none while a field is wrong.
    const figures: Record<string, string | number> = {};
    if (isValid) {
      const numbers = values as Record<Field, number>;
      const result = chargeableWeight(input as unknown as ShipmentInput, numbers);
      // Express prices go with the express divisor; air cargo and other countries are quoted by hand.
      const steps = rates && (rates[destination.selectedIndex + 1] as PriceSteps | 0);
      const price =
        steps && input.divisor == '5000' && priceOf(steps, rates[0] as number, result.chargeable);
      // The form's own fields ({length}, {sizeUnit}, ...) as typed, then as numbers (50,5 is 50.5), then the results.
      Object.assign(figures, input, numbers, {
        volumetric: formatKg(result.volumetric),
        actual: formatKg(result.actual),
        chargeable: formatKg(result.chargeable),
        price: price && formatRupees(price),
        country: rates && destination.selectedOptions[0]!.text,
        destination: rates && destination.value,
        kg: result.chargeable,
      });
      figures.box = fill(numbers.boxes > 1 ? messages.manyBoxes : messages.oneBox, figures);
      figures.why = fill(
        (result.volumetric > result.actual ? messages.payVolumetric : messages.payActual) +
          (rates ? ' ' + (price ? messages.priceLine : messages.askUs) : ''),
        figures,
      );
      figures.m = encodeURIComponent(
        fill(
          messages.figures +
            (rates
              ? '\n' + messages.destinationLine + (price ? '\n' + messages.priceHandOff : '')
              : ''),
          figures,
        ),
      );
    }
    results.forEach((id) => show(id, (figures[id] as string) || '–'));
    show('why', (figures.why as string) || form.dataset.empty!);
    links.forEach(
      (link, index) => (link.href = isValid ? fill(link.dataset.href!, figures) : plain[index]!),
    );
  };

  form.addEventListener('input', (event) => {
    touched[(event.target as HTMLInputElement).name] = 1;
    update();
  });
  // Enter in a field shows every message instead of reloading the page.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    FIELDS.forEach((field) => (touched[field] = 1));
    update();
  });
  // For values the browser restored (on going back); with none, it writes what the page already shows.
  update();
}
