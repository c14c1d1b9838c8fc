import { company } from '../../content/company';
import { keepTogether } from './format';

/** The office hours as a definition list: days (in the page's language, one per row of company.hours), then times. */
export function OfficeHours({ days }: { days: readonly string[] }) {
  return (
    <dl className="hours">
      {company.hours.map((hours, index) => (
        <div key={hours.days}>
          <dt>{days[index]}</dt>
          <dd>{keepTogether(hours.time)}</dd>
        </div>
      ))}
    </dl>
  );
}
