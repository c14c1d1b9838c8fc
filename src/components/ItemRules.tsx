import { Icon } from './Icon';

/**
 * Three lists side by side: what usually goes, what we check first, what never goes. Each
 * list has a visible heading, so the meaning never rests on colour or icons alone.
 */
export function ItemRules({ canSend, askFirst = [], cannotSend }: { canSend: string[]; askFirst?: string[]; cannotSend: string[] }) {
  const lists = [
    { key: 'yes', title: 'Usually fine', icon: 'check', items: canSend },
    { key: 'ask', title: 'Ask us first', icon: 'search', items: askFirst },
    { key: 'no', title: 'Not accepted', icon: 'close', items: cannotSend },
  ].filter((list) => list.items.length > 0);
  return (
    <div className="item-rules">
      {lists.map((list) => (
        <div key={list.key} className={`rule-list rule-${list.key}`}>
          <p className="rule-title">
            <Icon name={list.icon} size={18} />
            {list.title}
          </p>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
