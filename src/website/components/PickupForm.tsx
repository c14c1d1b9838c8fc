import type { ReactElement } from 'react';
import { company } from '../../../content/company';
import {
  linkLang,
  localeHref,
  mailtoWithSubject,
  whatCanISendHref,
  whatsappChat,
} from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import {
  BOOKING_WINDOW_DAYS,
  hoursDays,
  MAX_BOXES,
  MAX_WEIGHT_KG,
  openDays,
  pickupDestinations,
  pickupItems,
  servedPincodes,
  SLOT_HOURS,
  type PickupItem,
} from '../../../content/pickup';
import { itemRule } from '../../../content/pickup-rules';
import { slotLabel, slotsFor } from '../client/pickup-checks';
import { keepTogether } from './format';
import { Icon } from './Icon';

interface PickupFormProps {
  locale: string;
  messages: Messages;
}

/** An optional field's label: the name, then "(optional)" in a span (the script's message lines use only the name). */
const Optional = ({ label, optional }: { label: string; optional: string }) => (
  <>
    {label} <span className="optional">{optional}</span>
  </>
);

/**
 * The pickup request. "Send by email" posts to forms.pickupEndpoint, or, with none, to a mailto:
 * address, which works without JavaScript. The page's script (src/website/client/pickup.ts) checks the
 * mobile number, pincode and date, fits the time slots to the day, fills in the calculator's
 * figures from the address and shows the rule for each restricted item; the shared script
 * (main.ts) writes the request into a WhatsApp message or a tidy email, as on the contact form.
 * The WhatsApp button appears only with the scripts, which are what write the message.
 */
export function PickupForm({ locale, messages }: PickupFormProps) {
  const { form, checks } = messages.pickup;
  const endpoint = company.forms.pickupEndpoint;
  // The rule of each item for each destination, in the menu's order, as the page says it ("ask us first"); none for what is usually fine.
  const ruleWords = (item: PickupItem, slug: string) => {
    const status = itemRule(item, slug);
    return status && status !== 'canSend' ? messages.ui.itemRules[status].toLowerCase() : '';
  };
  const field = (name: string, label: string, input: ReactElement, after?: ReactElement) => (
    <div className="field">
      <label htmlFor={`pickup-${name}`}>{label}</label>
      {input}
      {after}
      <p id={`pickup-${name}-error`} className="field-error" aria-live="polite" />
    </div>
  );
  return (
    <form
      id="pickup-form"
      className="pickup-form"
      action={endpoint || mailtoWithSubject(messages.pickup.emailSubject)}
      method="post"
      {...(endpoint
        ? {}
        : {
            encType: 'text/plain',
            'data-mailto': '',
            'data-subject': messages.pickup.emailSubject,
          })}
      data-sent={messages.pickup.sent}
    >
      <div className="field-row">
        {field(
          'name',
          form.name,
          <input
            id="pickup-name"
            name="name"
            type="text"
            required
            autoComplete="name"
            aria-describedby="pickup-name-error"
          />,
        )}
        {field(
          'phone',
          form.phone,
          <input
            id="pickup-phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            aria-describedby="pickup-phone-error"
            data-check="phone"
            data-message={checks.phone}
          />,
        )}
      </div>
      <div className="field">
        <label htmlFor="pickup-address">{form.address}</label>
        <textarea
          id="pickup-address"
          name="address"
          rows={2}
          required
          autoComplete="street-address"
          aria-describedby="pickup-address-hint"
        />
        <p id="pickup-address-hint" className="field-hint">
          {form.addressHint}
        </p>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="pickup-area">
            <Optional label={form.area} optional={form.optional} />
          </label>
          <input id="pickup-area" name="area" type="text" autoComplete="address-level3" />
        </div>
        {field(
          'pincode',
          form.pincode,
          <input
            id="pickup-pincode"
            name="pincode"
            type="text"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            pattern="[1-9][0-9]{2} ?[0-9]{3}"
            aria-describedby="pickup-pincode-error pickup-pincode-note"
            data-check="pincode"
            data-message={checks.pincode}
            data-served={servedPincodes.join(' ')}
          />,
          <p
            id="pickup-pincode-note"
            className="field-hint"
            aria-live="polite"
            data-unserved={checks.unserved}
          />,
        )}
      </div>
      <div className="field-row">
        {field(
          'date',
          form.date,
          <input
            id="pickup-date"
            name="date"
            type="date"
            required
            aria-describedby="pickup-date-hint pickup-date-error"
            data-check="date"
            data-days={openDays.join(' ')}
            data-window={BOOKING_WINDOW_DAYS}
            data-missing={checks.date}
            data-past={checks.past}
            data-late={checks.late}
            data-closed={checks.closed}
          />,
          <p id="pickup-date-hint" className="field-hint">
            {form.dateHint}
          </p>,
        )}
        <div className="field">
          <label htmlFor="pickup-slot">
            <Optional label={form.slot} optional={form.optional} />
          </label>
          <select id="pickup-slot" name="slot" defaultValue="" autoComplete="off">
            <option value="">{form.chooseSlot}</option>
            {company.hours.map((row, index) => (
              <optgroup
                key={row.days}
                label={messages.ui.officeDays[index]}
                data-days={hoursDays[index]!.join(' ')}
              >
                {slotsFor(row.opens, row.closes, SLOT_HOURS).map((slot) => (
                  <option key={slot}>{slotLabel(slot)}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      {field(
        'destination',
        form.destination,
        <select
          id="pickup-destination"
          name="destination"
          required
          defaultValue=""
          autoComplete="off"
        >
          <option value="">{form.chooseDestination}</option>
          {pickupDestinations.map((slug) => (
            <option key={slug} value={slug}>
              {slug === 'other'
                ? form.otherCountry
                : form.countries[slug as keyof typeof form.countries]}
            </option>
          ))}
        </select>,
      )}
      <fieldset className="choice" data-rule={checks.rule}>
        <legend>
          <Optional label={form.items} optional={form.optional} />
        </legend>
        <div className="choices">
          {pickupItems.map((item) => (
            <label key={item} className="choice-option">
              <input
                type="checkbox"
                name="items[]"
                value={item}
                data-rules={pickupDestinations.map((slug) => ruleWords(item, slug)).join('|')}
              />
              {form.itemNames[item]}
            </label>
          ))}
        </div>
        <ul className="field-hint pickup-rules" aria-live="polite" data-rules-out="" />
        <p className="field-hint">
          {form.itemsNote}
          <a
            href={localeHref(locale, whatCanISendHref)}
            hrefLang={linkLang(locale, whatCanISendHref)}
          >
            {keepTogether(form.itemsLink)}
          </a>
          {form.itemsEnd}
        </p>
      </fieldset>
      <div className="field-row">
        <div className="field">
          <label htmlFor="pickup-boxes">
            <Optional label={form.boxes} optional={form.optional} />
          </label>
          <input
            id="pickup-boxes"
            name="boxes"
            type="number"
            min={1}
            max={MAX_BOXES}
            step={1}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="pickup-weight">
            <Optional label={form.weight} optional={form.optional} />
          </label>
          <input
            id="pickup-weight"
            name="weight"
            type="number"
            min={0.1}
            max={MAX_WEIGHT_KG}
            step="any"
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="pickup-email">
          <Optional label={form.email} optional={form.optional} />
        </label>
        <input id="pickup-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="pickup-notes">
          <Optional label={form.notes} optional={form.optional} />
        </label>
        <textarea id="pickup-notes" name="notes" rows={3} autoComplete="off" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-accent">
          {form.send}
        </button>
        <button
          type="submit"
          className="btn btn-whatsapp"
          formAction={whatsappChat}
          hidden
          data-whatsapp={messages.pickup.whatsappIntro}
        >
          <Icon name="whatsapp" />
          {form.whatsapp}
        </button>
      </div>
      <p className="form-note">
        {endpoint ? form.noteEndpoint : form.noteEmail}{' '}
        <span data-whatsapp-note="" hidden>
          {form.noteWhatsapp}
        </span>
      </p>
      <p className="form-status" role="status" data-form-status="" />
    </form>
  );
}
