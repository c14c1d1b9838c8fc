import { company } from '../../content/company';
import { telHref, whatsappChat } from '../../content/links';
import { Icon } from './Icon';

/** The first line of a tracking request sent on WhatsApp; the number follows on its own line. */
export const TRACK_INTRO = 'Hello! Please tell me the latest status of my shipment.';
/** What an air waybill number looks like: letters and digits, 8 to 20 of them. */
export const AWB_PATTERN = '[A-Za-z0-9]{8,20}';
export const AWB_MESSAGE = 'Enter your air waybill number: 8 to 20 letters and digits, with no spaces or dashes.';

/**
 * Asks the company about a shipment on WhatsApp. The browser checks the number's shape; the
 * client script writes it into a sentence. Without JavaScript the form GETs wa.me with the
 * number itself as the message (wa.me reads only `text`).
 */
export function TrackForm() {
  return (
    <form className="track-form" action={whatsappChat} method="get" data-whatsapp={TRACK_INTRO}>
      <div className="field">
        <label htmlFor="awb">Air waybill (AWB) number</label>
        <input
          id="awb"
          name="text"
          type="text"
          required
          pattern={AWB_PATTERN}
          title={AWB_MESSAGE}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="awb-hint awb-error"
          data-message={AWB_MESSAGE}
        />
        <p id="awb-hint" className="field-hint">
          It is printed under the barcode on your booking receipt, for example 1234567890.
        </p>
        <p id="awb-error" className="field-error" aria-live="polite" />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-whatsapp">
          <Icon name="whatsapp" />
          Ask on WhatsApp
        </button>
        <a className="btn btn-outline" href={telHref}>
          <Icon name="phone" />
          {`Call\u00a0${company.phone.display}`}
        </a>
      </div>
    </form>
  );
}
