import { Icon } from './Icon';
import { keepTogether } from './format';

/** A list whose items each start with the same icon (a tick, a document, a parcel). */
export function Checklist({ items, icon }: { items: readonly string[]; icon: string }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={18} />
          {keepTogether(item)}
        </li>
      ))}
    </ul>
  );
}
