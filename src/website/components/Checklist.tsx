import { Icon } from './Icon';
import { keepTogether } from './format';

/** A list whose items each start with the same icon (a tick, a document, a parcel). */
export function Checklist({ items, icon }: { items: readonly string[]; icon: string }) {
  return (
    <ul className="checklist">
      {items.map((item) => {
        const text = keepTogether(item);
        return (
          <li key={item}>
            <Icon name={icon} size={18} />
            {/* The item is a flex row: text with a held run in it stays one flex item, one flow of words. */}
            {typeof text === 'string' ? text : <span>{text}</span>}
          </li>
        );
      })}
    </ul>
  );
}
