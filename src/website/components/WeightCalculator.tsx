import { destinationPath } from '../../../content/destinations';
import { localeHref, whatsappWith } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import type { RateCard } from '../../../content/types';
import { formatRupees, priceSteps, surchargeFactor } from '../client/price';
import { fill, MAX_LENGTH_GIRTH_CM, MAX_PIECE_KG, MAX_SIDE_CM } from '../client/chargeable-weight';
import { strictestCarrier } from '../../../content/carriers';
import { formatDate } from './format';
import { BookPickupLink } from './BookPickupLink';
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

/** The services the result shows a row for, in the rate card's order (express first). */
const serviceNames = ['express', 'economy'] as const;

/**
 * The rate card as the script needs it: the surcharge factor (surchargeFactor), then for each
 * destination in the order of `destinations` its services, each [price steps (priceSteps),
 * transit time in words], or none where we quote by hand. The transit words are the price
 * table's (one source: content/transit.ts).
 */
export const cardForScript = (
  rates: RateCard,
  destinations: RateCard['destinations'],
  transit: (from: number, to: number) => string,
) => [
  surchargeFactor(rates),
  ...destinations.map((d) =>
    d.services.map((service) => [priceSteps(service), transit(...service.transitDays)]),
  ),
];

/** A destination's price table, in the page's language. */
const tableHref = (locale: string, slug: string) =>
  `${localeHref(locale, destinationPath(slug))}#prices`;

interface WeightCalculatorProps {
  text: Messages['calculator'];
  /** The destination pages' price words: the services' names and the transit time. */
  priceWords: Messages['destinations']['prices'];
  quoteLink: string;
  locale: string;
  rates: RateCard;
  lang: string;
  /** The short form of the home page: no units, no divisor, the box size folded away. */
  isQuick?: boolean;
  /** Where the form leads with JavaScript off: the price tables. */
  action: string;
}

/**
 * The quote form: destination and weight give the express and economy prices with their transit
 * times; the box size (optional) adds the volumetric weight. Its script (src/website/client/
 * calculator.ts) fills in the result as the visitor types and writes the figures into the
 * pickup, WhatsApp and quote links (each link's data-href; the WhatsApp link gets them after its
 * own message). Without JavaScript the form leads to the price tables (`action`) and the result
 * links to every destination's table. Everything the script writes comes from the page's
 * language: `data-messages` (calculator.script, the rates and the services' names). A destination
 * page asks for the weight in its price table instead (PriceTable.tsx).
 */
export function WeightCalculator({
  text,
  priceWords,
  quoteLink,
  locale,
  rates,
  lang,
  isQuick,
  action,
}: WeightCalculatorProps) {
  const { form, result } = text;
  const priced = rates.destinations.filter((d) => d.services.length > 0);
  if (!priced.length) return null;
  const [quotePath, quoteFragment] = quoteLink.split('#');
  const quoteTemplate = `${quotePath}?service=international-courier&message=${encodeURIComponent(`${text.script.quoteHeading}\n`)}{m}#${quoteFragment}`;
  return (
    <div className={isQuick ? 'calculator calc-quick' : 'calculator'}>
      <form
        id="calc"
        className="calc-form"
        action={action}
        aria-label={form.label}
        data-empty={result.empty}
        data-messages={JSON.stringify({
          ...text.script,
          names: serviceNames.map((name) => priceWords.services[name]),
          rates: cardForScript(rates, rates.destinations, priceWords.transit),
        })}
      >
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
        <div className="calc-sides">
          <NumberField name="weight" label={form.weight} unit="weight" />
          <NumberField name="boxes" label={form.boxes} defaultValue="1" />
        </div>
        {!isQuick && (
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
        )}
        <details className="calc-size" open={!isQuick}>
          <summary>{form.size}</summary>
          <div className="calc-sides">
            {sides.map((side) => (
              <NumberField key={side} name={side} label={form[side]} unit="size" />
            ))}
          </div>
        </details>
        {!isQuick && (
          <Choice
            name="divisor"
            legend={form.divisor}
            options={[
              { value: '5000', label: form.divisorExpress },
              { value: '6000', label: form.divisorCargo },
            ]}
          />
        )}
        {/* With JavaScript the result updates as she types and the button shows every field's message; without, it leads to the price tables. */}
        <button type="submit" className="btn btn-primary">
          {form.calculate}
        </button>
      </form>
      <div className="calc-result">
        <h2 id="result-title">{result.title}</h2>
        <dl className="calc-figures">
          {!isQuick && (
            <>
              <div>
                <dt>{result.volumetric}</dt>
                <dd id="calc-volumetric">–</dd>
              </div>
              <div>
                <dt>{result.actual}</dt>
                <dd id="calc-actual">–</dd>
              </div>
            </>
          )}
          <div className="calc-charged">
            <dt>{result.chargeable}</dt>
            <dd id="calc-chargeable">–</dd>
          </div>
          {serviceNames.map((name) => (
            <div key={name} className="calc-charged">
              <dt>{priceWords.services[name]}</dt>
              <dd id={`calc-${name}`}>–</dd>
            </div>
          ))}
        </dl>
        <output id="calc-why" htmlFor="calc" className="calc-why">
          {result.empty}
        </output>
        <noscript>
          <p className="calc-why">
            {result.noScript}{' '}
            {priced.map((d, index) => (
              <span key={d.slug}>
                {index > 0 && ' · '}
                <a href={tableHref(locale, d.slug)}>
                  {form.countries[d.slug as keyof typeof form.countries]}
                </a>
              </span>
            ))}
          </p>
        </noscript>
        {!isQuick && (
          <p>
            {fill(result.priceNote, {
              fuel: rates.fuelSurchargePercent,
              gst: rates.gstPercent,
              pickup: rates.pickupCharge
                ? fill(result.pickupCharge, { price: formatRupees(rates.pickupCharge) })
                : result.pickupFree,
              date: formatDate(rates.updated, lang),
            })}{' '}
            {fill(result.limits, {
              kg: MAX_PIECE_KG,
              length: MAX_SIDE_CM,
              girth: MAX_LENGTH_GIRTH_CM,
              carrier: strictestCarrier.name,
            })}
          </p>
        )}
        <div className="button-row">
          <BookPickupLink locale={locale} label={result.bookPickup} hasIcon />
          <a
            id="calc-whatsapp"
            className="btn btn-whatsapp"
            href={whatsappWith(result.whatsappIntro)}
            rel="noopener"
          >
            <Icon name="whatsapp" />
            {result.whatsapp}
          </a>
          {!isQuick && (
            <a
              id="calc-quote"
              className="btn btn-outline-light"
              href={quoteLink}
              data-href={quoteTemplate}
            >
              <Icon name="file-text" />
              {result.quote}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
