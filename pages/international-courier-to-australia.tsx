import { findDestination } from '../content/destinations';
import {
  DestinationPage,
  destinationLocales,
  destinationMeta,
  destinationScript,
} from '../src/website/components/DestinationPage';
import type { SiteProps } from '../src/website/components/site-page';

const destination = findDestination('australia');

export const locales = destinationLocales;

export const meta = destinationMeta(destination);

export const script = destinationScript;

export default function CourierToAustralia(props: SiteProps) {
  return <DestinationPage {...props} destination={destination} />;
}
