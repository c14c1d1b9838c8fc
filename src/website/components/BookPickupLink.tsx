import { localeHref, pickupHref } from '../../../content/links';
import { Icon } from './Icon';

/** The pickup form in the page's language, with the figures the quote's script puts in. */
const bookTemplate = (locale: string) =>
  `${localeHref(locale, pickupHref)}?destination={destination}&weight={kg}&boxes={boxes}`;

/**
 * A quote's "Book this pickup" (the calculator's and a destination page's price table): the
 * pickup form in the page's language, which the quote's script (src/website/client/calculator.ts)
 * points at the form with her destination, weight and boxes filled in (data-href).
 */
export function BookPickupLink({
  locale,
  label,
  hasIcon = false,
}: {
  locale: string;
  label: string;
  /** The truck before the words (the calculator's; the price table's row is kept light). */
  hasIcon?: boolean;
}) {
  return (
    <a
      id="calc-book"
      className="btn btn-accent"
      href={localeHref(locale, pickupHref)}
      data-href={bookTemplate(locale)}
    >
      {hasIcon && <Icon name="truck" />}
      {label}
    </a>
  );
}
