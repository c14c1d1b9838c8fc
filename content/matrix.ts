/**
 * The rules as a matrix you can check (issue 45): for each item, split where the rules differ,
 * and each of the five countries, a status, the id of a one-line reason (its words are the
 * locale's `matrix.reasons[id]`) and the official sources it rests on (ids of content/rules.ts →
 * sources, each with the day it was read). Every page that states a status reads it from here:
 * /what-can-i-send and its country pages, the destination pages (their item groups and their
 * "usually fine" and "not accepted" lists) and the pickup form's item notes (through the groups).
 * tests/website/rules.test.ts fails when a cell has no source, or a page states another status.
 *
 * 'fine' usually fine when packed and declared; 'ask' ask us first (we check before pickup); 'no'
 * we do not take it (the company's refusal, whatever the law's reason).
 */
import { type SourceId, sources } from './rules';
import type { DestinationSlug, ItemGroupId, RuleStatus } from './types';

export interface MatrixCell {
  status: RuleStatus;
  /** The id of the one-line reason, in the locale's `matrix.reasons`. */
  reason: string;
  /** The official pages the cell rests on (content/rules.ts → sources), at least one. */
  sources: readonly SourceId[];
}

type Row = Record<DestinationSlug, MatrixCell>;
type Short = [RuleStatus, string, ...SourceId[]];
const cell = ([status, reason, ...ids]: Short): MatrixCell => ({ status, reason, sources: ids });
/** A row from one cell per country, in the order usa, uk, canada, australia, uae. */
const row = (usa: Short, uk: Short, canada: Short, australia: Short, uae: Short): Row => ({
  usa: cell(usa),
  uk: cell(uk),
  canada: cell(canada),
  australia: cell(australia),
  uae: cell(uae),
});
/** The same cell for every country. */
const everywhere = (short: Short): Row => row(short, short, short, short, short);

const weCheck = (...ids: SourceId[]): Short => ['ask', 'we-check', 'companyPolicy', ...ids];

/** The items, in the order the pages show them, each in an item group of content/rules.ts (or 'general'). */
export const matrix = [
  {
    id: 'pickles-veg',
    group: 'food',
    row: row(
      ['ask', 'us-prior-notice', 'fdaPriorNotice', 'fedexUsTips'],
      ['fine', 'uk-processed', 'defraFood'],
      ['fine', 'ca-limits', 'cfiaFood'],
      ['ask', 'au-inspected', 'daffMail'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'pickles-nonveg',
    group: 'food',
    row: row(
      ['no', 'no-meat', 'aphisMeat', 'companyPolicy'],
      ['no', 'no-meat', 'defraFood', 'companyPolicy'],
      ['no', 'no-meat', 'cfiaFood', 'companyPolicy'],
      ['no', 'no-meat', 'daffMail', 'companyPolicy'],
      ['no', 'no-meat-ours', 'companyPolicy'],
    ),
  },
  {
    id: 'meat-fish',
    group: 'food',
    row: row(
      ['no', 'no-meat', 'aphisMeat', 'companyPolicy'],
      ['no', 'no-meat', 'defraFood', 'companyPolicy'],
      ['no', 'no-meat', 'cfiaFood', 'companyPolicy'],
      ['no', 'no-meat', 'daffMail', 'companyPolicy'],
      ['no', 'no-meat-ours', 'companyPolicy'],
    ),
  },
  {
    id: 'sweets-shop',
    group: 'food',
    row: row(
      ['fine', 'us-shop-sweets', 'aphisDairy', 'fdaPriorNotice'],
      ['ask', 'uk-no-milk', 'defraFood'],
      ['ask', 'ca-no-milk', 'cfiaFood'],
      ['ask', 'au-no-milk', 'daffMail'],
      ['ask', 'uae-poppy', 'uaeCustoms'],
    ),
  },
  {
    id: 'sweets-homemade',
    group: 'food',
    row: row(
      ['ask', 'us-homemade', 'aphisDairy', 'fdaPriorNotice'],
      ['ask', 'uk-no-milk', 'defraFood'],
      ['ask', 'ca-no-milk', 'cfiaFood'],
      ['ask', 'au-no-milk', 'daffMail'],
      ['no', 'uae-homemade-no', 'uaeCustoms'],
    ),
  },
  {
    id: 'dairy',
    group: 'food',
    row: row(
      ['ask', 'us-dairy', 'aphisDairy'],
      ['no', 'uk-dairy', 'defraFood'],
      ['no', 'ca-dairy', 'cfiaFood'],
      ['no', 'au-dairy', 'daffMail'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'rice',
    group: 'food',
    row: row(
      ['no', 'us-rice', 'cbpRice'],
      ['ask', 'uk-plants', 'defraFood'],
      ['ask', 'ca-limits', 'cfiaFood'],
      ['no', 'au-khapra', 'daffKhapra'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'dals-grains',
    group: 'food',
    row: row(
      ['ask', 'us-prior-notice', 'fdaPriorNotice', 'fedexUsTips'],
      ['ask', 'uk-plants', 'defraFood'],
      ['ask', 'ca-limits', 'cfiaFood'],
      ['no', 'au-khapra', 'daffKhapra'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'spices-whole',
    group: 'food',
    row: row(
      ['ask', 'us-prior-notice', 'fdaPriorNotice', 'fedexUsTips'],
      ['ask', 'uk-plants', 'defraFood'],
      ['ask', 'ca-limits', 'cfiaFood'],
      ['no', 'au-khapra', 'daffKhapra'],
      ['ask', 'uae-poppy', 'uaeCustoms'],
    ),
  },
  {
    id: 'spices-ground',
    group: 'food',
    row: row(
      ['fine', 'us-shop-packs', 'fedexUsTips', 'fdaPriorNotice'],
      ['fine', 'uk-processed', 'defraFood'],
      ['fine', 'ca-limits', 'cfiaFood'],
      ['fine', 'au-ground', 'daffKhapra'],
      ['fine', 'uae-poppy', 'uaeCustoms'],
    ),
  },
  {
    id: 'nuts',
    group: 'food',
    row: row(
      ['ask', 'us-prior-notice', 'fdaPriorNotice', 'fedexUsTips'],
      ['ask', 'uk-plants', 'defraFood'],
      ['ask', 'ca-limits', 'cfiaFood'],
      ['no', 'au-nuts', 'daffMail', 'daffKhapra'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'dry-fruits',
    group: 'food',
    row: row(
      ['ask', 'us-prior-notice', 'fdaPriorNotice', 'fedexUsTips'],
      ['ask', 'uk-plants', 'defraFood'],
      ['ask', 'ca-limits', 'cfiaFood'],
      ['ask', 'au-dried-fruit', 'daffMail'],
      ['ask', 'uae-homemade', 'uaeCustoms'],
    ),
  },
  {
    id: 'med-prescription',
    group: 'medicines',
    row: row(
      ['ask', 'us-rx', 'fdaPersonalImportation', 'fedexMedicineUs'],
      weCheck(),
      ['ask', 'ca-rx', 'hcPersonalUse', 'fedexCanadaRx'],
      ['ask', 'au-tga', 'tgaPersonal'],
      ['ask', 'uae-med', 'mohap'],
    ),
  },
  {
    id: 'med-otc',
    group: 'medicines',
    row: row(
      weCheck('fdaPersonalImportation'),
      weCheck(),
      weCheck('hcPersonalUse'),
      ['ask', 'au-tga', 'tgaPersonal'],
      ['ask', 'uae-med', 'mohap'],
    ),
  },
  {
    id: 'med-ayurvedic',
    group: 'medicines',
    row: row(
      ['ask', 'us-ayurvedic', 'fdaAyurvedic', 'fdaHomeopathic'],
      weCheck(),
      weCheck('hcPersonalUse'),
      ['ask', 'au-herbal', 'daffMail'],
      ['ask', 'uae-med', 'mohap'],
    ),
  },
  {
    id: 'med-controlled',
    group: 'medicines',
    row: everywhere(['no', 'controlled', 'companyPolicy', 'ndpsExport']),
  },
  {
    id: 'electronics',
    group: 'batteries',
    row: everywhere(['fine', 'devices', 'iataBatteries']),
  },
  {
    id: 'power-banks',
    group: 'batteries',
    row: everywhere(['no', 'spare-batteries', 'iataBatteries']),
  },
  {
    id: 'liquids-safe',
    group: 'liquids',
    row: everywhere(['fine', 'liquids-safe', 'companyPolicy', 'carriersProhibited']),
  },
  {
    id: 'kajal',
    group: 'liquids',
    row: row(['no', 'us-kajal', 'fdaKohl'], weCheck(), weCheck(), weCheck(), weCheck()),
  },
  {
    id: 'perfumes',
    group: 'liquids',
    row: everywhere(['no', 'flammable', 'carriersProhibited']),
  },
  {
    id: 'dangerous',
    group: 'liquids',
    row: everywhere(['no', 'dangerous', 'carriersProhibited', 'iataBatteries']),
  },
  { id: 'clothes', group: 'general', row: everywhere(['fine', 'clothes', 'companyPolicy']) },
  {
    id: 'documents',
    group: 'valuables',
    row: everywhere(['fine', 'documents', 'companyPolicy']),
  },
  {
    id: 'ids',
    group: 'valuables',
    row: everywhere(['ask', 'ids', 'companyPolicy']),
  },
  {
    id: 'jewellery',
    group: 'valuables',
    row: everywhere(['ask', 'jewellery', 'carriersProhibited']),
  },
  {
    id: 'cash',
    group: 'valuables',
    row: everywhere(['no', 'cash', 'carriersProhibited']),
  },
  {
    id: 'for-sale',
    group: 'licence',
    row: row(
      ['ask', 'us-for-sale', 'fdaPriorNotice', 'dhlFdaRegistration', 'courierRegs'],
      ['ask', 'for-sale', 'courierRegs', 'cbicCourierKyc'],
      ['ask', 'for-sale', 'courierRegs', 'cbicCourierKyc'],
      ['ask', 'for-sale', 'courierRegs', 'cbicCourierKyc'],
      ['ask', 'for-sale', 'courierRegs', 'cbicCourierKyc'],
    ),
  },
  {
    id: 'pooja',
    group: 'licence',
    row: row(
      weCheck(),
      weCheck(),
      weCheck(),
      ['ask', 'au-pooja', 'daffMail', 'daffTimber'],
      weCheck(),
    ),
  },
  {
    id: 'seeds-plants',
    group: 'licence',
    row: row(
      ['ask', 'plants', 'companyPolicy'],
      ['ask', 'plants', 'defraFood'],
      ['ask', 'plants', 'cfiaFood'],
      ['no', 'au-seeds', 'daffMail'],
      ['ask', 'plants', 'companyPolicy'],
    ),
  },
  {
    id: 'licensed',
    group: 'licence',
    row: everywhere(['no', 'licensed', 'antiquitiesAct', 'carriersProhibited']),
  },
] as const satisfies ReadonlyArray<{ id: string; group: ItemGroupId | 'general'; row: Row }>;

export type MatrixItemId = (typeof matrix)[number]['id'];

/** The cell of an item for a destination; throws, naming the lists, for an id or slug not in them. */
export function cellFor(itemId: string, destinationSlug: string): MatrixCell {
  const item = matrix.find((candidate) => candidate.id === itemId);
  if (!item)
    throw new Error(
      `No item "${itemId}" in content/matrix.ts; the items are ${matrix.map((i) => i.id).join(', ')}.`,
    );
  const found = (item.row as Record<string, MatrixCell>)[destinationSlug];
  if (!found)
    throw new Error(
      `No cell for "${itemId}" to "${destinationSlug}" in content/matrix.ts; the destinations are ${Object.keys(item.row).join(', ')}.`,
    );
  return found;
}

/** The items of a destination with a status, in the matrix's order. */
export const itemsWith = (destinationSlug: DestinationSlug, status: RuleStatus) =>
  matrix.filter((item) => item.row[destinationSlug].status === status);

/**
 * A group's status for a destination, from its items: the one status they all share, or "ask us
 * first" when they differ (the reason then says what decides).
 */
export function groupStatus(groupId: ItemGroupId, destinationSlug: DestinationSlug): RuleStatus {
  const statuses = new Set(
    matrix.filter((item) => item.group === groupId).map((item) => item.row[destinationSlug].status),
  );
  if (statuses.size === 0) throw new Error(`No item of group "${groupId}" in content/matrix.ts.`);
  return statuses.size === 1 ? [...statuses][0]! : 'ask';
}

/** The day a cell was checked: the earliest day any of its sources was read. */
export const cellRead = (cellValue: MatrixCell) =>
  cellValue.sources.map((id) => sources[id].read).sort()[0]!;

/** The sources a destination's cells rest on, each once, in the order first cited. */
export const sourcesFor = (destinationSlug: DestinationSlug): SourceId[] => [
  ...new Set(matrix.flatMap((item) => item.row[destinationSlug].sources)),
];
