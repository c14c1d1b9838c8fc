/**
 * The ONE place the pickup form reads the rules for what is inside a parcel. Change only this
 * file when the rules move to per-item, per-destination data: the form asks `itemRule(item,
 * destination)` and shows "Food to the USA: ask us first" beside a restricted item.
 */
import { itemGroups } from './what-can-i-send';
import { whatCanISend } from './locales/en/what-can-i-send';
import type { PickupItem } from './pickup';

export type RuleStatus = 'canSend' | 'askFirst' | 'cannotSend';

/** Things that go to every destination when packed and declared (the guide's "usually fine" for clothes, books and documents). */
const USUALLY_FINE: readonly string[] = ['clothes', 'documents'];

/**
 * The rule for `item` sent to `destination` (a slug of content/destinations.ts, or "other"),
 * or undefined when there is none to show ("other"). Today's data (content/what-can-i-send.ts
 * and its English messages) states the rules per group, not per destination: every group has
 * things that depend on the country (its "ask us first" list), so a group reads "ask us first"
 * for every destination until the per-destination data replaces this.
 */
export function itemRule(item: PickupItem, destination: string): RuleStatus | undefined {
  if (USUALLY_FINE.includes(item)) return 'canSend';
  const group = itemGroups.find((candidate) => candidate.id === item);
  if (!group || !destination) return undefined;
  const rules = whatCanISend.groups[group.id];
  return rules.askFirst.length > 0 ? 'askFirst' : rules.canSend.length > 0 ? 'canSend' : 'cannotSend';
}
