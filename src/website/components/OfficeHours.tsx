import { claims } from '../../../content/claims';
import { company } from '../../../content/company';
import { keepTogether } from './format';

/**
 * The office hours as a definition list: days (in the page's language, one per row of
 * company.hours), then times; and last what answers at any hour ("Phone & WhatsApp: 24/7"), so
 * "24/7 support" elsewhere never reads as a contradiction of the hours.
 */
export function OfficeHours({ days, always }: { days: readonly string[]; always: string }) {
  return (
    <dl className="hours">
      {company.hours.map((hours, index) => (
        <div key={hours.days}>
          <dt>{days[index]}</dt>
          <dd>{keepTogether(hours.time)}</dd>
        </div>
      ))}
      <div>
        <dt>{always}</dt>
        <dd>{claims.support}</dd>
      </div>
    </dl>
  );
}
