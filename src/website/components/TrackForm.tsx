import { carrierFigures, carriers } from '../../../content/carriers';
import { company } from '../../../content/company';
import { telHref, whatsappChat } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { Icon } from './Icon';

/** What an air waybill number looks like: letters and digits, 8 to 20 of them. */
export const AWB_PATTERN = `[A-Za-z0-9]{${carrierFigures.awbMin},${carrierFigures.awbMax}}`;

/**
 * Asks the company about a shipment on WhatsApp. The browser checks the number's shape; the
 * client script writes it into a sentence in the page's language (data-whatsapp) and says what
 * is wrong with it (data-message), and once the number has a partner carrier's shape, links it to
 * that carrier's page for the shipment. Without JavaScript the form GETs wa.me with the number
 * itself as the message (wa.me reads only `text`), and the carriers' tracking pages are listed
 * beside it.
 */
export function TrackForm({
  words,
  callLabel,
}: {
  words: Messages['track']['form'];
  callLabel: (phone: string) => string;
}) {
  return (
    <form
      className="track-form"
      action={whatsappChat}
      method="get"
      data-whatsapp={words.whatsappIntro}
    >
      <div className="field">
        <label htmlFor="awb">{words.label}</label>
        <input
          id="awb"
          data-label={words.label}
          name="text"
          type="text"
          required
          pattern={AWB_PATTERN}
          title={words.invalid}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="awb-hint awb-error"
          data-message={words.invalid}
        />
        <p id="awb-hint" className="field-hint">
          {words.hint}
        </p>
        <p id="awb-error" className="field-error" aria-live="polite" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-whatsapp">
          <Icon name="whatsapp" />
          {words.submit}
        </button>
        {/* The likely carrier's page for this shipment, once the number has a carrier's shape (the page's script). */}
        <a
          className="btn btn-primary"
          href={carriers[0].trackingUrl}
          hidden
          data-direct={words.direct}
        >
          <Icon name="arrow-right" />
          <span />
        </a>
        <a className="btn btn-outline" href={telHref}>
          <Icon name="phone" />
          {/* The words stay on one line with the number (no-break spaces), whatever the translation wrote. */}
          {callLabel('\u0000').replace(/ /g, '\u00a0').replace('\u0000', company.phone.display)}
        </a>
      </div>
    </form>
  );
}
