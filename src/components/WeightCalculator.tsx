import { whatsappChat, whatsappWith } from '../../content/links';
import type { Messages } from '../../content/locales/en';
import { Icon } from './Icon';

const sides = ['length', 'width', 'height'] as const;

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
 * is empty, and the hand-off links still lead to the quote form and WhatsApp. Everything the
 * script writes comes from the page's language: `data-messages` (calculator.script) and the
 * WhatsApp intro in `data-intro`; `quoteLink` is the contact page in that language.
 */
export function WeightCalculator({ text, quoteLink }: { text: Messages['calculator']; quoteLink: string }) {
  const { form, result } = text;
  return (
    <div className="calculator">
      <form id="calc" className="calc-form" aria-label={form.label} data-empty={result.empty} data-messages={JSON.stringify(text.script)}>
        <div className="choices">
          <Choice name="size-unit" legend={form.sizeIn} options={[{ value: 'cm', label: form.centimetres }, { value: 'in', label: form.inches }]} />
          <Choice name="weight-unit" legend={form.weightIn} options={[{ value: 'kg', label: form.kilograms }, { value: 'lb', label: form.pounds }]} />
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
        </dl>
        <output id="calc-why" htmlFor="calc" className="calc-why">
          {result.empty}
        </output>
        <noscript>
          <p className="calc-why">{result.noScript}</p>
        </noscript>
        <div className="button-row">
          <a id="calc-quote" className="btn btn-accent" href={quoteLink}>
            <Icon name="file-text" />
            {result.quote}
          </a>
          <a id="calc-whatsapp" className="btn btn-whatsapp" href={whatsappWith(result.whatsappIntro)} rel="noopener" data-chat={whatsappChat} data-intro={result.whatsappIntro}>
            <Icon name="whatsapp" />
            {result.whatsapp}
          </a>
        </div>
      </div>
    </div>
  );
}
