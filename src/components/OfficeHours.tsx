import { company } from '../../content/company';

/** The office hours as a definition list: days, then times. */
export function OfficeHours() {
  return (
    <dl className="hours">
      {company.hours.map((hours) => (
        <div key={hours.days}>
          <dt>{hours.days}</dt>
          <dd>{hours.time}</dd>
        </div>
      ))}
    </dl>
  );
}
