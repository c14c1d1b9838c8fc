/**
 * The quote form's script (the prices page, the home page and the destination pages load it):
 * works out the chargeable weight and, with the rate card the page hands it in the form's
 * data-messages (rates), each service's price and transit time for the chosen destination as the
 * visitor types; says under a field what is wrong with it once the visitor has typed there; and
 * writes the figures into the pickup, WhatsApp and quote links (each link's data-href, with {m}
 * for the figures). Its words are the page's language's (calculator.script), in the form's
 * data-messages. The short form has no unit or divisor choices: centimetres, kilograms and 5000.
 * Written for size (see chargeable-weight.ts): with the shared script it must stay within the
 * page's 2.5 KB of JavaScript.
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

/** calculator.script of content/locales/<code>/calculator.ts, with the services' names and the rates. */
interface Messages extends FieldMessages {
  payVolumetric: string;
  payActual: string;
  payWeight: string;
  oneBox: string;
  manyBoxes: string;
  oneBoxWeight: string;
  manyBoxesWeight: string;
  figures: string;
  volumetricLine: string;
  priceLine: string;
  serviceFigure: string;
  destinationLine: string;
  serviceLine: string;
  askUs: string;
  /** The names of express and economy, as the rows of the result show them. */
  names: string[];
  /** The surcharge factor, then each destination's services: [price steps, transit in words] (WeightCalculator.tsx). */
  rates: [number, ...Array<Array<[PriceSteps, string]>>];
}

// A form, or on a destination page the price table's block (no form: the table is the answer without JavaScript).
const form = document.getElementById('calc');
if (form) setup(form);

function setup(form: HTMLElement): void {
  // A radio group's checked choice, or the field of that name.
  const field = (name: string) =>
    (form.querySelector('[name=' + name + ']:checked') ||
      form.querySelector('[name=' + name + ']')) as HTMLInputElement | null;
  // The short form has no unit or divisor choices.
  const value = (name: string, otherwise?: string) =>
    field(name) ? field(name)!.value : otherwise;
  const element = (id: string) => document.getElementById('calc-' + id);
  const show = (id: string, text: string) => element(id) && (element(id)!.textContent = text);
  const links = ['quote', 'whatsapp', 'book']
    .map(element)
    .filter((link) => link) as HTMLAnchorElement[];
  // Each link as the page has it, to go back to while the form has a mistake.
  const plain = links.map((link) => link.getAttribute('href')!);
  const touched: Record<string, 1> = {};
  const messages = JSON.parse(form.dataset.messages!) as Messages;
  const rates = messages.rates;
  const destination = field('destination') as unknown as HTMLSelectElement;
  const rows = ['express', 'economy'].map(element) as HTMLElement[];

  const update = () => {
    // The radio groups are named as the input's fields (sizeUnit, weightUnit, divisor); the divisor stays text, which / and == read as a number.
    const input = {
      sizeUnit: value('sizeUnit', 'cm'),
      weightUnit: value('weightUnit', 'kg'),
      divisor: value('divisor', '5000'),
    } as Record<string, string>;
    // A destination page's table asks for the weight alone: one box.
    FIELDS.forEach((name) => (input[name] = value(name, name == 'boxes' ? '1' : '')!));
    form
      .querySelectorAll<HTMLElement>('[data-unit]')
      .forEach((unit) => (unit.textContent = input[unit.dataset.unit!]!));
    const values = readFields(input as unknown as ShipmentInput, messages);
    // Without its messages (a destination page's table) an empty or wrong weight reads 0: no price.
    let isValid = (values.weight as number) > 0;
    for (const name of FIELDS) {
      const problem = values[name];
      const isProblem = typeof problem == 'string';
      if (isProblem) isValid = false;
      const shown = isProblem && touched[name] ? problem : '';
      // The short form of a destination page has no box size.
      if (field(name)) field(name)!.setAttribute('aria-invalid', '' + !!shown);
      show(name + '-error', shown);
    }
    // Every {name} the messages and the links' data-href use; none while a field is wrong.
    const figures: Record<string, string | number> = {};
    // A destination page's form has its country in a hidden field, and the card for it alone.
    const services = rates[(destination.selectedIndex | 0) + 1] as Array<[PriceSteps, string]>;
    let lines = '';
    if (isValid) {
      const numbers = values as Record<Field, number>;
      const result = chargeableWeight(input as unknown as ShipmentInput, numbers);
      const hasSize = result.volumetric > 0;
      // The form's own fields ({length}, {sizeUnit}, ...) as typed, then as numbers (50,5 is 50.5), then the results.
      Object.assign(figures, input, numbers, {
        volumetric: formatKg(result.volumetric),
        actual: formatKg(result.actual),
        chargeable: formatKg(result.chargeable),
        country: destination.dataset.country || destination.selectedOptions[0]!.text,
        destination: destination.value,
        // The pickup form's "weight in kg" is her actual weight, not the chargeable one.
        kg: Math.round(result.actual * 100) / 100,
      });
      // Prices go with the express divisor; air cargo and other countries are quoted by hand.
      const prices = services.map(
        (service) => input.divisor == '5000' && priceOf(service[0], rates[0], result.chargeable),
      );
      services.forEach((service, index) => {
        const price = prices[index];
        const line = {
          service: messages.names[index]!,
          price: price ? formatRupees(price) : '',
          transit: service[1],
        };
        figures[index ? 'economy' : 'express'] = price ? fill(messages.serviceFigure, line) : '';
        if (price && messages.serviceLine) lines += '\n' + fill(messages.serviceLine, line);
      });
      const isMany = numbers.boxes > 1;
      figures.box =
        messages.figures &&
        fill(
          hasSize
            ? isMany
              ? messages.manyBoxes
              : messages.oneBox
            : isMany
              ? messages.manyBoxesWeight
              : messages.oneBoxWeight,
          figures,
        );
      // A destination page's form has no words for the WhatsApp message, nor for which weight is charged.
      figures.why = fill(
        ((hasSize
          ? result.volumetric > result.actual
            ? messages.payVolumetric
            : messages.payActual
          : messages.payWeight) || '') +
          ' ' +
          (prices[0] ? messages.priceLine : messages.askUs),
        figures,
      );
      if (messages.figures)
        figures.m = encodeURIComponent(
          fill(
            messages.figures.replace('\n', hasSize ? '\n' + messages.volumetricLine + '\n' : '\n') +
              '\n' +
              messages.destinationLine +
              lines,
            figures,
          ),
        );
    }
    ['volumetric', 'actual', 'chargeable'].forEach((id) =>
      show(id, (figures[id] as string) || '–'),
    );
    // A service the destination lacks hides its row (a destination page's table has no such column).
    rows.forEach((row, index) => {
      if (!row) return;
      row.parentElement!.hidden = !services[index];
      row.textContent = (figures[index ? 'economy' : 'express'] as string) || '–';
    });
    show('why', (figures.why as string) || form.dataset.empty!);
    // The WhatsApp link has no data-href: the figures follow its own message, a line below.
    links.forEach(
      (link, index) =>
        (link.href = isValid
          ? fill(link.dataset.href || plain[index] + '%0A{m}', figures)
          : plain[index]!),
    );
  };

  form.addEventListener('input', (event) => {
    touched[(event.target as HTMLInputElement).name] = 1;
    update();
  });
  // The button shows every field's message at once instead of leaving for the price table.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    FIELDS.forEach((name) => (touched[name] = 1));
    update();
  });
  // For values the browser restored (on going back); with none, it writes what the page already shows.
  update();
}
