import { quoteHref, whatsappChat, whatsappWith } from '../../content/links';
import { Icon } from './Icon';

/** The first line of a calculator hand-off on WhatsApp; the figures follow, one a line. */
export const CALCULATOR_WHATSAPP_INTRO = 'Hello! I would like a quote for international courier from Hyderabad.';

const EMPTY_RESULT = 'Fill in the size and weight of your box to see the result.';

const sides = [
  { name: 'length', label: 'Length' },
  { name: 'width', label: 'Width' },
  { name: 'height', label: 'Height' },
];

function NumberField({ name, label, unit, defaultValue }: { name: string; label: string; unit?: 'size' | 'weight'; defaultValue?: string }) {
  const id = `calc-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {unit && (
          <>
            {' ('}
            <span data-unit={unit}>{unit === 'size' ? 'cm' : 'kg'}</span>)
          </>
        )}
      </label>
      <input id={id} name={name} type="text" inputMode={name === 'boxes' ? 'numeric' : 'decimal'} autoComplete="off" aria-describedby={`${id}-error`} defaultValue={defaultValue} />
      <p id={`${id}-error`} className="field-error" />
    </div>
  );
}

function Choice({ name, legend, options }: { name: string; legend: string; options: Array<{ value: string; label: string }> }) {
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
 * The chargeable-weight calculator. Its page's own script (src/client/calculator.ts) fills in
 * the result as the visitor types; without JavaScript the form stays, the result says why it
 * is empty, and the hand-off links still lead to the quote form and WhatsApp.
 */
export function WeightCalculator() {
  return (
    <div className="calculator">
      <form id="calc" className="calc-form" aria-label="Volumetric weight calculator" data-empty={EMPTY_RESULT}>
        <div className="choices">
          <Choice name="size-unit" legend="Size in" options={[{ value: 'cm', label: 'Centimetres' }, { value: 'in', label: 'Inches' }]} />
          <Choice name="weight-unit" legend="Weight in" options={[{ value: 'kg', label: 'Kilograms' }, { value: 'lb', label: 'Pounds' }]} />
        </div>
        <div className="calc-sides">
          {sides.map((side) => (
            <NumberField key={side.name} name={side.name} label={side.label} unit="size" />
          ))}
        </div>
        <div className="calc-sides">
          <NumberField name="weight" label="Actual weight of one box" unit="weight" />
          <NumberField name="boxes" label="Number of identical boxes" defaultValue="1" />
        </div>
        <Choice
          name="divisor"
          legend="Divisor"
          options={[
            { value: '5000', label: '5000: international express (DHL, FedEx)' },
            { value: '6000', label: '6000: air cargo (IATA)' },
          ]}
        />
        {/* The result updates as the visitor types; the button shows every field's message at once. */}
        <button type="submit" className="btn btn-primary">
          Calculate
        </button>
      </form>
      <div className="calc-result">
        <h2 id="result-title">Your result</h2>
        <dl className="calc-figures">
          <div>
            <dt>Volumetric weight</dt>
            <dd id="calc-volumetric">–</dd>
          </div>
          <div>
            <dt>Actual weight</dt>
            <dd id="calc-actual">–</dd>
          </div>
          <div className="calc-charged">
            <dt>Chargeable weight</dt>
            <dd id="calc-chargeable">–</dd>
          </div>
        </dl>
        <output id="calc-why" htmlFor="calc" className="calc-why">
          {EMPTY_RESULT}
        </output>
        <noscript>
          <p className="calc-why">The result needs JavaScript, which is off in your browser. Use the formula below, or ask us for a quote.</p>
        </noscript>
        <div className="button-row">
          <a id="calc-quote" className="btn btn-accent" href={quoteHref}>
            <Icon name="file-text" />
            Get a quote with these figures
          </a>
          <a id="calc-whatsapp" className="btn btn-whatsapp" href={whatsappWith(CALCULATOR_WHATSAPP_INTRO)} rel="noopener" data-chat={whatsappChat} data-intro={CALCULATOR_WHATSAPP_INTRO}>
            <Icon name="whatsapp" />
            Send on WhatsApp
          </a>
        </div>
      </div>
    </div>
  );
}
