import { Icon } from './Icon';
import { keepTogether } from './format';

interface ItemRulesProps {
  canSend: readonly string[];
  askFirst?: readonly string[];
  cannotSend: readonly string[];
  /** The three lists' headings in the page's language (ui.itemRules). */
  titles: { canSend: string; askFirst: string; cannotSend: string };
}

/**
 * Three lists side by side: what usually goes, what we check first, what never goes. Each
 * list has a visible heading, so the meaning never rests on colour or icons alone.
 */
export function ItemRules({ canSend, askFirst = [], cannotSend, titles }: ItemRulesProps) {
  const lists = [
    { key: 'yes', title: titles.canSend, icon: 'check', items: canSend },
    { key: 'ask', title: titles.askFirst, icon: 'search', items: askFirst },
    { key: 'no', title: titles.cannotSend, icon: 'close', items: cannotSend },
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
              <li key={item}>{keepTogether(item)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
