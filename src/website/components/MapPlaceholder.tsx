import { company } from '../../../content/company';
import { fullAddress, mapHref } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { keepTogether } from './format';
import { Icon } from './Icon';

/** Where a map would go: no third-party embed, just the address and a link out. */
export function MapPlaceholder({
  text,
  officeDays,
}: {
  text: Messages['contact']['map'];
  officeDays: readonly string[];
}) {
  return (
    <section className="map-placeholder" aria-labelledby="map-title">
      <div className="map-pin">
        <Icon name="map-pin" size={32} />
      </div>
      <h2 id="map-title">{text.title}</h2>
      <p>{fullAddress}</p>
      <p className="muted">
        {keepTogether(
          company.hours.map((h, index) => `${officeDays[index]}: ${h.time}`).join(' · '),
        )}
      </p>
      <a className="btn btn-outline" href={mapHref} rel="noopener">
        {text.open}
      </a>
    </section>
  );
}
