import { company } from '../../content/company';
import { fullAddress, mapHref } from '../../content/links';
import { Icon } from './Icon';

/** Where a map would go: no third-party embed, just the address and a link out. */
export function MapPlaceholder() {
  return (
    <section className="map-placeholder" aria-labelledby="map-title">
      <div className="map-pin">
        <Icon name="map-pin" size={32} />
      </div>
      <h2 id="map-title">Visit our head office</h2>
      <p>{fullAddress}</p>
      <p className="muted">{company.hours.map((h) => `${h.days}: ${h.time}`).join(' · ')}</p>
      <a className="btn btn-outline" href={mapHref} rel="noopener">
        Open in Google Maps
      </a>
    </section>
  );
}
