/**
 * Chargeable weight, as international couriers work it out: the volumetric weight (L × W × H
 * in cm ÷ the divisor, per box) against the actual weight; the higher one is charged, rounded
 * up to the next 0.5 kg. Pure, so the page script and the tests share it. Strings are joined
 * with + rather than template literals: for the old browsers the scripts target, esbuild
 * rewrites those as longer .concat() calls, and this script must fit the page's JS budget.
 */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
/** The longest side we take, in cm: bigger pieces go as air cargo and are quoted by hand. */
export const MAX_SIDE_CM = 300;
export const MAX_BOXES = 99;
/**
 * The heaviest box we take by express, in kg: DHL Express takes pieces up to 70 kg and FedEx's
 * international services up to 68 kg (150 lb), so heavier pieces go as air cargo.
 */
export const MAX_PIECE_KG = 70;

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

/** Each field's number, or the message that says what is wrong with it. */
export function readFields(
  input: ShipmentInput,
  messages: FieldMessages,
): Record<Field, number | string> {
  const maxSide = input.sizeUnit === 'in' ? Math.floor(MAX_SIDE_CM / CM_PER_INCH) : MAX_SIDE_CM;
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
      ? messages.missing
      : !(number > 0)
        ? messages.notPositive
        : isBoxes
          ? (number % 1 || number > MAX_BOXES) && messages.notWholeBoxes
          : isWeight
            ? number * (input.weightUnit === 'lb' ? KG_PER_POUND : 1) > MAX_PIECE_KG &&
              messages.tooHeavy
            : number > maxSide && messages.tooLong;
    values[field] = problem ? fill(problem, names) : number;
  }
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
