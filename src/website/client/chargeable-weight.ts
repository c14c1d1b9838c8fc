/**
 * Chargeable weight, as international couriers work it out: the volumetric weight (L × W × H
 * in cm ÷ the divisor, per box) against the actual weight; the higher one is charged, rounded
 * up to the next 0.5 kg. Pure, so the page script and the tests share it. Strings are joined
 * with + rather than template literals: for the old browsers the scripts target, esbuild
 * rewrites those as longer .concat() calls, and this script must fit the page's JS budget.
 */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
/**
 * The limits of one box by express, those of the strictest partner (content/carriers.ts →
 * expressLimits, FedEx's: 68 kg, 274 cm long, 330 cm length plus girth); bigger or heavier pieces
 * go as air cargo and are quoted by hand. Kept here as figures so the page's script carries no
 * carrier list; tests/website/rates.test.ts keeps them equal to content/carriers.ts.
 */
export const MAX_SIDE_CM = 274;
export const MAX_LENGTH_GIRTH_CM = 330;
export const MAX_PIECE_KG = 68;
export const MAX_BOXES = 99;

export interface ShipmentInput {
  length: string;
  width: string;
  height: string;
  weight: string;
  boxes: string;
  sizeUnit: 'cm' | 'in';
  weightUnit: 'kg' | 'lb';
  divisor: number;
}

export const FIELDS = ['length', 'width', 'height', 'weight', 'boxes'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * The field messages in the page's language (calculator.script in content/locales/<code>), with
 * {placeholders} for the figures; the page hands them to its script in a data attribute.
 */
export interface FieldMessages {
  missing: string;
  notPositive: string;
  notWholeBoxes: string;
  tooLong: string;
  tooBig: string;
  tooHeavy: string;
  fields: Record<Field, string>;
}

/** A message with its {name}s replaced by the values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

export interface ChargeableWeight {
  volumetric: number;
  actual: number;
  /** The higher of the two, rounded up to the next 0.5 kg. */
  chargeable: number;
}

/**
 * Each field's number, or the message that says what is wrong with it. The box size is optional:
 * with no side typed, every side reads 0 and the weight alone is charged; with one typed, all
 * three are needed. A box longer than the limit, or larger in length plus girth, is named on its
 * length.
 */
export function readFields(
  input: ShipmentInput,
  messages: FieldMessages,
): Record<Field, number | string> {
  const inches = input.sizeUnit === 'in' ? CM_PER_INCH : 1;
  const maxSide = Math.floor(MAX_SIDE_CM / inches);
  const hasSize = input.length.trim() + input.width.trim() + input.height.trim();
  const values = {} as Record<Field, number | string>;
  for (const field of FIELDS) {
    // A decimal comma (50,5), as many people in India type it, is read as a point; 1,500 is not.
    const text = input[field].trim().replace(/^(\d*),(\d{1,2})$/, '$1.$2');
    const isBoxes = field === 'boxes';
    const isWeight = field === 'weight';
    // {max} is the limit the message speaks of: boxes, kilograms of a box, or a side's length.
    const names = {
      field: messages.fields[field],
      example: isBoxes ? 2 : 40,
      max: isBoxes ? MAX_BOXES : isWeight ? MAX_PIECE_KG : maxSide,
      unit: input.sizeUnit,
    };
    const number = /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
    const problem = !text
      ? (isBoxes || isWeight || hasSize) && messages.missing
      : !(number > 0)
        ? messages.notPositive
        : isBoxes
          ? (number % 1 || number > MAX_BOXES) && messages.notWholeBoxes
          : isWeight
            ? number * (input.weightUnit === 'lb' ? KG_PER_POUND : 1) > MAX_PIECE_KG &&
              messages.tooHeavy
            : number > maxSide && messages.tooLong;
    values[field] = problem ? fill(problem, names) : number || 0;
  }
  // Length plus girth: the longest side and twice each of the other two.
  const sides = [values.length, values.width, values.height].sort((a, b) => +b - +a) as number[];
  if (
    sides.every((side) => side === +side) &&
    (sides[0]! + 2 * (sides[1]! + sides[2]!)) * inches > MAX_LENGTH_GIRTH_CM
  )
    values.length = fill(messages.tooBig, {
      max: Math.floor(MAX_LENGTH_GIRTH_CM / inches),
      unit: input.sizeUnit,
    });
  return values;
}

/** The weights for valid numbers (see readFields). */
export function chargeableWeight(
  input: ShipmentInput,
  values: Record<Field, number>,
): ChargeableWeight {
  const cm = input.sizeUnit === 'in' ? CM_PER_INCH : 1;
  const volumetric =
    ((values.length * cm * values.width * cm * values.height * cm) / input.divisor) * values.boxes;
  const actual = values.weight * (input.weightUnit === 'lb' ? KG_PER_POUND : 1) * values.boxes;
  // Rounded to a millionth first, so that 12.000000000000002 kg is charged as 12, not 12.5.
  return {
    volumetric,
    actual,
    chargeable: Math.ceil(Math.round(Math.max(volumetric, actual) * 2e6) / 1e6) / 2,
  };
}

/** A weight as people write it: at most two decimals, none when whole (12 kg, 12.59 kg). */
export function formatKg(kg: number): string {
  return Math.round(kg * 100) / 100 + ' kg';
}
