/**
 * The ONE place the pickup form reads the rules for what is inside a parcel: the status of each
 * item for each destination, from the rules matrix (content/matrix.ts) through content/rules.ts
 * (`ruleFor`, a group's status from its items), so the form says "Food to the USA: ask us first"
 * exactly as the guide and the destination pages do.
 */
import { destinations } from './destinations';
import { cellFor } from './matrix';
import { ruleFor, statusLabelKey } from './rules';
import type { PickupItem } from './pickup';

export type RuleStatus = 'canSend' | 'askFirst' | 'cannotSend';

/** The form's items that are one item of the matrix rather than a group: clothes and gifts, books and papers. */
const MATRIX_ITEMS: Readonly<Record<string, string>> = {
  clothes: 'clothes',
  documents: 'documents',
};

const ruleGroups = new Set(['food', 'medicines', 'batteries', 'liquids', 'valuables', 'licence']);

/**
 * The rule for `item` sent to `destination` (a slug of content/destinations.ts, or "other"),
 * as the key of its words in `messages.ui.itemRules`; undefined when there is none to show (an
 * item the rules do not cover, or no destination chosen). An item to a country the rules do not
 * cover ("other") is "ask us first": we check that country's rules before pickup.
 */
export function itemRule(item: PickupItem, destination: string): RuleStatus | undefined {
  const matrixItem = MATRIX_ITEMS[item];
  const known = destinations.some((candidate) => candidate.slug === destination);
  if (matrixItem) {
    // Its status where the matrix has one; elsewhere (no country chosen yet, or "other") the
    // status it has in every country of the matrix, if it is the same in all of them.
    if (known) return statusLabelKey[cellFor(matrixItem, destination).status];
    const everywhere = new Set(destinations.map((d) => cellFor(matrixItem, d.slug).status));
    return everywhere.size === 1 ? statusLabelKey[[...everywhere][0]!] : undefined;
  }
  if (!ruleGroups.has(item) || !destination) return undefined;
  if (!known) return 'askFirst';
  return statusLabelKey[ruleFor(item, destination).status];
}
