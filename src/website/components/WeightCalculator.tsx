import { whatsappChat, whatsappWith } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import type { RateCard } from '../../../content/types';
import { formatRupees, priceSteps, surchargeFactor } from '../client/price';
import { fill } from '../client/chargeable-weight';
import { formatDate } from './format';
import { Icon } from './Icon';

const sides = ['length', 'width', 'height'] as const;

function NumberField({
  name,
  label,
  unit,
  defaultValue,
}: {
  name: string;
  label: string;
  unit?: 'size' | 'weight';
  defaultValue?: string;
}) {
  const id = `calc-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {unit && (
          <>
            {' ('}
            <span data-unit={`${unit}Unit`}>{unit === 'size' ? 'cm' : 'kg'}</span>)
          </>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={name === 'boxes' ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-describedby={`${id}-error`}
        defaultValue={defaultValue}
      />
      <p id={`${id}-error`} className="field-error" />
    </div>
  );
}

function Choice({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="choice-option">
          <input type="radio" name={name} value={option.value} defaultChecked={index === 0} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The rate card as the script needs it: the surcharge factor, then each destination's express
 * prices (priceSteps) in the order of the list, or 0 where we quote by hand.
 */
const cardForScript = (rates: RateCard) => [
  surchargeFactor(rates),
  ...rates.destinations.map((d) => {
    const express = d.services.find((service) => service.service === 'express');
    return express ? priceSteps(express) : 0;
  }),
];

/**
 * The chargeable-weight calculator. Its page's own script (src/website/client/calculator.ts) fills in
 * the result as the visitor types; without JavaScript the form stays, the result says why it
 * is empty, and the hand-off links still lead to the quote form, WhatsApp and the pickup form.
 * Everything the script writes comes from the page's language: `data-messages`
 * (calculator.script) and the WhatsApp intro in `data-intro`; `quoteLink` and `bookLink` are
 * the contact and pickup pages in that language. With a rate card that prices something, the
 * visitor chooses a destination and sees an estimated price (the card travels in `data-rates`);
 * without one, no price element is rendered at all.
 */
export function WeightCalculator({
  text,
  quoteLink,
  bookLink,
  rates,
  lang,
}: {
  text: Messages['calculator'];
  quoteLink: string;
  bookLink: string;
  rates?: RateCard;
  lang: string;
}) {
  const { form, result } = text;
  const hasPrices = !!rates && rates.destinations.some((d) => d.services.length > 0);
  // What each hand-off link becomes once there is a result: the script puts the figures ({m},
  // encoded, one a line) and the numbers in.
  const [quotePath, quoteFragment] = quoteLink.split('#');
  const quoteTemplate = `${quotePath}?service=international-courier&message=${encodeURIComponent(`${text.script.quoteHeading}\n`)}{m}#${quoteFragment}`;
  const whatsappTemplate = `${whatsappChat}?text=${encodeURIComponent(`${result.whatsappIntro}\n`)}{m}`;
  const bookTemplate = `${bookLink}?${hasPrices ? 'destination={destination}&' : ''}weight={kg}&boxes={boxes}`;
  return (
    <div className="calculator">
      <form
        id="calc"
        className="calc-form"
        aria-label={form.label}
        data-empty={result.empty}
        data-messages={JSON.stringify(
          hasPrices ? { ...text.script, rates: cardForScript(rates) } : text.script,
        )}
      >
        {hasPrices && (
          <div className="field">
            <label htmlFor="calc-destination">{form.destination}</label>
            <select id="calc-destination" name="destination">
              {rates.destinations.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {form.countries[d.slug as keyof typeof form.countries] ?? d.slug}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="choices">
          <Choice
            name="sizeUnit"
            legend={form.sizeIn}
            options={[
              { value: 'cm', label: form.centimetres },
              { value: 'in', label: form.inches },
            ]}
          />
          <Choice
            name="weightUnit"
            legend={form.weightIn}
            options={[
              { value: 'kg', label: form.kilograms },
              { value: 'lb', label: form.pounds },
            ]}
          />
        </div>
        <div className="calc-sides">
          {sides.map((side) => (
            <NumberField key={side} name={side} label={form[side]} unit="size" />
          ))}
        </div>
        <div className="calc-sides">
          <NumberField name="weight" label={form.weight} unit="weight" />
          <NumberField name="boxes" label={form.boxes} defaultValue="1" />
        </div>
        <Choice
          name="divisor"
          legend={form.divisor}
          options={[
            { value: '5000', label: form.divisorExpress },
            { value: '6000', label: form.divisorCargo },
          ]}
        />
        {/* The result updates as the visitor types; the button shows every field's message at once. */}
        <button type="submit" className="btn btn-primary">
          {form.calculate}
        </button>
      </form>
      <div className="calc-result">
        <h2 id="result-title">{result.title}</h2>
        <dl className="calc-figures">
          <div>
            <dt>{result.volumetric}</dt>
            <dd id="calc-volumetric">–</dd>
          </div>
          <div>
            <dt>{result.actual}</dt>
            <dd id="calc-actual">–</dd>
          </div>
          <div className="calc-charged">
            <dt>{result.chargeable}</dt>
            <dd id="calc-chargeable">–</dd>
          </div>
          {hasPrices && (
            <div className="calc-charged">
              <dt>{result.price}</dt>
              <dd id="calc-price">–</dd>
            </div>
          )}
        </dl>
        <output id="calc-why" htmlFor="calc" className="calc-why">
          {result.empty}
        </output>
        <noscript>
          <p className="calc-why">{result.noScript}</p>
        </noscript>
        {hasPrices && (
          <p>
            {fill(result.priceNote, {
              fuel: rates.fuelSurchargePercent,
              gst: rates.gstPercent,
              pickup: rates.pickupCharge
                ? fill(result.pickupCharge, { price: formatRupees(rates.pickupCharge) })
                : result.pickupFree,
              date: formatDate(rates.updated, lang),
            })}
          </p>
        )}
        <div className="button-row">
          <a id="calc-quote" className="btn btn-accent" href={quoteLink} data-href={quoteTemplate}>
            <Icon name="file-text" />
            {result.quote}
          </a>
          <a
            id="calc-whatsapp"
            className="btn btn-whatsapp"
            href={whatsappWith(result.whatsappIntro)}
            rel="noopener"
            data-href={whatsappTemplate}
          >
            <Icon name="whatsapp" />
            {result.whatsapp}
          </a>
          <a
            id="calc-book"
            className="btn btn-outline-light"
            href={bookLink}
            data-href={bookTemplate}
          >
            <Icon name="truck" />
            {result.bookPickup}
          </a>
        </div>
      </div>
    </div>
  );
}
