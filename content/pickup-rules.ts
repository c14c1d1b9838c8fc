/**
 * The ONE place the pickup form reads the rules for what is inside a parcel: the rule of each
 * item group for each destination, from content/rules.ts (`ruleFor`), so the form says "Food
 * to the USA: ask us first" exactly as the guide and the destination pages do.
 */
import { destinations } from './destinations';
import { ruleFor, statusLabelKey } from './rules';
import type { PickupItem } from './pickup';

export type RuleStatus = 'canSend' | 'askFirst' | 'cannotSend';

/** Things that go to every destination when packed and declared (the guide's "usually fine" for clothes, books and documents). */
const USUALLY_FINE: readonly string[] = ['clothes', 'documents'];

const ruleGroups = new Set(['food', 'medicines', 'batteries', 'liquids', 'valuables', 'licence']);

/**
 * The rule for `item` sent to `destination` (a slug of content/destinations.ts, or "other"),
 * as the key of its words in `messages.ui.itemRules`; undefined when there is none to show (an
 * item the rules do not cover). A restricted group to a country the rules do not cover
 * ("other") is "ask us first": we check that country's rules before pickup.
 */
export function itemRule(item: PickupItem, destination: string): RuleStatus | undefined {
  if (USUALLY_FINE.includes(item)) return 'canSend';
  if (!ruleGroups.has(item) || !destination) return undefined;
  if (!destinations.some((candidate) => candidate.slug === destination)) return 'askFirst';
  return statusLabelKey[ruleFor(item, destination).status];
}
