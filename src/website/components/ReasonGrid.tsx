import type { Reason } from '../../../content/types';
import { Icon } from './Icon';
import { keepTogether } from './format';

export function ReasonGrid({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="reason-grid">
      {reasons.map((reason) => (
        <li key={reason.title} className="reason">
          <span className="reason-icon">
            <Icon name={reason.icon} size={24} />
          </span>
          <h3>{keepTogether(reason.title)}</h3>
          <p>{keepTogether(reason.text)}</p>
        </li>
      ))}
    </ul>
  );
}
