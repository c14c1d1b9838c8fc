import type { ReactElement } from 'react';
import { company } from '../../../content/company';
import { linkLang, localeHref, mailtoWithSubject, whatCanISendHref } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import {
  BOOKING_WINDOW_DAYS,
  hoursDays,
  MAX_BOXES,
  MAX_WEIGHT_KG,
  openDays,
  PICKUP_LINE_LABELS,
  pickupDestinations,
  pickupItems,
  servedPincodes,
  SLOT_HOURS,
  type PickupItem,
} from '../../../content/pickup';
import { itemRule } from '../../../content/pickup-rules';
import { addDays, localDay, slotLabel, slotsFor } from '../client/pickup-checks';
import { keepTogether } from './format';
import { WhatsAppSubmit } from './WhatsAppSubmit';

/** Spaces or dashes, as many as she likes, in PHONE_PATTERN (escaped for the `v` flag browsers compile `pattern` with). */
const GAP = '[\\s\\-]*';

/**
 * isIndianMobile() (src/website/client/pickup-checks.ts) as an HTML `pattern`, so that the browser's own check holds the same rule
 * with JavaScript off (the page's script then says it in her language).
 */
export const PHONE_PATTERN = `${GAP}((\\+${GAP})?9${GAP}1${GAP}|0${GAP})?[6-9](${GAP}[0-9]){9}${GAP}`;

/**
 * The most characters each typed field takes, with or without JavaScript, so that the request at
 * its longest stays a link mail apps and WhatsApp open (under ContactForm.tsx's LINK_LIMIT, 2,000
 * characters): the name, address, area and note full of Telugu or Devanagari letters (9
 * characters each once percent-encoded), the mobile number and email with the characters that
 * take the most room (a space or % is 3), every box ticked, the longest day, time and country.
 * The rest of the Telugu request (intro or subject, labels, day, time, country, items, numbers)
 * takes under 800 characters; the four typed fields share what the mobile number and email leave,
 * and the note, the least needed, takes the remainder. The browser test "a pickup request at its
 * longest" fills every field so in each language and measures both links; the room it leaves is
 * for a longer company email address than today's placeholder. Under the four the page's script
 * shows what is left as she types.
 */
export const PICKUP_MAX_LENGTH = {
  name: 25,
  phone: 16,
  address: 60,
  area: 15,
  email: 36,
  text: 18,
} as const;

interface PickupFormProps {
  locale: string;
  messages: Messages;
}

/** An optional field's label: the name, then "(optional)" in a span. */
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
 * (forms.ts) writes the request into a WhatsApp message or a tidy email, as on the contact form,
 * one line a field under its data-label (PICKUP_LINE_LABELS).
 * Without JavaScript the browser's own checks hold the same rules (`pattern`, `min`, `max`,
 * `required`; the earliest day is the build's, the page's script moves it to today), and "Send on
 * WhatsApp" GETs wa.me, which reads only `text`: the notes are named so, and the chat opens with
 * them (a note under the buttons says so).
 */
export function PickupForm({ locale, messages }: PickupFormProps) {
  const { form, checks } = messages.pickup;
  const endpoint = company.forms.pickupEndpoint;
  // The earliest and latest day without JavaScript are the build's; the page's script moves them to the visitor's today.
  const buildDay = localDay(new Date());
  const sunday = company.hours.find((row) => row.dayOfWeek.includes('Sunday'));
  // The rule of each item for each destination, in the menu's order, as the page says it ("ask us first"); none for what is usually fine.
  const ruleWords = (item: PickupItem, slug: string) => {
    const status = itemRule(item, slug);
    return status && status !== 'canSend' ? messages.ui.itemRules[status].toLowerCase() : '';
  };
  const count = (name: string) => (
    <p id={`pickup-${name}-count`} className="field-hint" data-left={form.charsLeft} />
  );
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
            data-label={PICKUP_LINE_LABELS.name}
            name="name"
            type="text"
            required
            maxLength={PICKUP_MAX_LENGTH.name}
            autoComplete="name"
            aria-describedby="pickup-name-count pickup-name-error"
          />,
          count('name'),
        )}
        {field(
          'phone',
          form.phone,
          <input
            id="pickup-phone"
            data-label={PICKUP_LINE_LABELS.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={PICKUP_MAX_LENGTH.phone}
            pattern={PHONE_PATTERN}
            title={checks.phone}
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
          data-label={PICKUP_LINE_LABELS.address}
          name="address"
          rows={2}
          required
          maxLength={PICKUP_MAX_LENGTH.address}
          autoComplete="street-address"
          aria-describedby="pickup-address-hint pickup-address-count"
        />
        <p id="pickup-address-hint" className="field-hint">
          {form.addressHint}
        </p>
        {count('address')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="pickup-area">
            <Optional label={form.area} optional={form.optional} />
          </label>
          <input
            id="pickup-area"
            data-label={PICKUP_LINE_LABELS.area}
            name="area"
            type="text"
            maxLength={PICKUP_MAX_LENGTH.area}
            autoComplete="address-level3"
            aria-describedby="pickup-area-count"
          />
          {count('area')}
        </div>
        {field(
          'pincode',
          form.pincode,
          <input
            id="pickup-pincode"
            data-label={PICKUP_LINE_LABELS.pincode}
            name="pincode"
            type="text"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            pattern="[1-9][0-9]{2} ?[0-9]{3}"
            title={checks.pincode}
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
            data-label={PICKUP_LINE_LABELS.date}
            name="date"
            type="date"
            required
            min={buildDay}
            max={addDays(buildDay, BOOKING_WINDOW_DAYS)}
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
          <select
            id="pickup-slot"
            data-label={PICKUP_LINE_LABELS.slot}
            name="slot"
            defaultValue=""
            autoComplete="off"
            aria-describedby={sunday && 'pickup-slot-hint'}
          >
            <option value="">{form.chooseSlot}</option>
            {company.hours.map((row, index) => (
              <optgroup
                key={row.days}
                label={messages.ui.officeDays[index]}
                data-days={hoursDays[index]!.join(' ')}
              >
                {slotsFor(row.opens, row.closes, SLOT_HOURS).map((slot) => (
                  <option key={slot} value={`${row.days} ${slot}`}>
                    {slotLabel(slot)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {sunday && (
            <p id="pickup-slot-hint" className="field-hint">
              {keepTogether(form.slotHint(sunday.time))}
            </p>
          )}
        </div>
      </div>
      {field(
        'destination',
        form.destination,
        <select
          id="pickup-destination"
          data-label={PICKUP_LINE_LABELS.destination}
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
                data-label={PICKUP_LINE_LABELS.items}
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
            data-label={PICKUP_LINE_LABELS.boxes}
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
            data-label={PICKUP_LINE_LABELS.weight}
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
        <input
          id="pickup-email"
          data-label={PICKUP_LINE_LABELS.email}
          name="email"
          type="email"
          maxLength={PICKUP_MAX_LENGTH.email}
          autoComplete="email"
        />
      </div>
      <div className="field">
        <label htmlFor="pickup-notes">
          <Optional label={form.notes} optional={form.optional} />
        </label>
        {/* One line: the note is short (PICKUP_MAX_LENGTH). */}
        <input
          id="pickup-notes"
          data-label={PICKUP_LINE_LABELS.text}
          name="text"
          type="text"
          maxLength={PICKUP_MAX_LENGTH.text}
          autoComplete="off"
          aria-describedby="pickup-notes-count"
        />
        {count('notes')}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-accent">
          {form.send}
        </button>
        <WhatsAppSubmit intro={messages.pickup.whatsappIntro} label={form.whatsapp} />
      </div>
      <p className="form-note">
        {endpoint ? form.noteEndpoint : form.noteEmail} {form.noteWhatsapp}
        <noscript> {form.noteWhatsappNoScript}</noscript>
      </p>
      <p className="form-status" role="status" data-form-status="" />
    </form>
  );
}
