/**
 * The volumetric-weight calculator (/volumetric-weight-calculator): the form, its result and the
 * page's explanation. Keep every number and unit (cm, kg, in, lb, ×, ÷) exactly as it is.
 */
import { claims } from '../../claims';

export const calculator = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it); max ~45 characters. */
    title: 'Volumetric Weight Calculator',
    /** The search result snippet; max ~155 characters. */
    description:
      'Work out the volumetric and chargeable weight of your parcel in centimetres or inches, kilograms or pounds, before you book international courier from Hyderabad.',
  },

  hero: {
    eyebrow: 'Shipping help',
    title: 'Volumetric weight calculator',
    lead: 'Couriers charge by weight or by size, whichever is more. Enter your box to see the weight you will pay for, then send the figures to us for a quote.',
  },

  form: {
    /** Names the form for screen readers. */
    label: 'Volumetric weight calculator',
    /** Two rows of choices: the unit of the sizes and of the weight. Short: they sit side by side on a phone. */
    sizeIn: 'Size in',
    centimetres: 'Centimetres',
    inches: 'Inches',
    weightIn: 'Weight in',
    kilograms: 'Kilograms',
    pounds: 'Pounds',
    /** The three sides of the box, shown side by side on a phone (the unit follows in brackets): one short word each. */
    length: 'Length',
    width: 'Width',
    height: 'Height',
    weight: 'Actual weight of one box',
    boxes: 'Number of identical boxes',
    /** The number the volume is divided by, and its two choices. */
    divisor: 'Divisor',
    divisorExpress: '5000: international express (DHL, FedEx)',
    divisorCargo: '6000: air cargo (IATA)',
    /** The destination list (a price is estimated for it); the countries as named in the list. */
    destination: 'Sending to',
    countries: {
      usa: 'USA',
      uk: 'UK',
      canada: 'Canada',
      australia: 'Australia',
      uae: 'UAE',
      other: 'Other countries',
    },
    /** Button; max ~15 characters. */
    calculate: 'Calculate',
  },

  result: {
    title: 'Your result',
    volumetric: 'Volumetric weight',
    actual: 'Actual weight',
    chargeable: 'Chargeable weight',
    /** The estimated price, beside the chargeable weight. */
    price: 'Estimated price (express)',
    /**
     * Under the result: what the estimate includes. {fuel} and {gst} are percentages ("20"),
     * {pickup} is pickupFree or pickupCharge, {date} the day the rates last changed.
     */
    priceNote:
      'Estimates include the {fuel}% fuel surcharge and {gst}% GST; {pickup} The final price is confirmed when we weigh the parcel. Rates last changed on {date}.',
    pickupFree: 'pickup in Hyderabad is free.',
    /** {price} is "₹100". */
    pickupCharge: 'pickup in Hyderabad costs {price}.',
    /** Shown where the result goes until every field is filled in. */
    empty: 'Fill in the size and weight of your box to see the result.',
    noScript:
      'The result needs JavaScript, which is off in your browser. Use the formula below, or ask us for a quote.',
    /** Two buttons; max ~30 characters each. */
    quote: 'Get a quote with these figures',
    whatsapp: 'Send on WhatsApp',
    /** A link to the pickup form, with the destination, weight and boxes filled in; max ~35 characters. */
    bookPickup: 'Book a pickup with these figures',
    /** The first line of the WhatsApp message; the figures follow, one a line. */
    whatsappIntro: 'Hello! I would like a quote for international courier from Hyderabad.',
  },

  /**
   * Written by the page's script as the visitor types. Keep the words in braces ({weight},
   * {field}, ...) exactly as they are: the script puts the figures there. Weights arrive with
   * their unit ("12.5 kg").
   */
  script: {
    /** Under the figures: which weight is charged and why ({chargeable} is "12 kg"). */
    payVolumetric:
      'You pay for {chargeable}, the volumetric weight: the box is large for what it weighs.',
    payActual:
      'You pay for {chargeable}, the actual weight: the box weighs at least as much as its size counts for.',
    /** The first line of the quote request and the WhatsApp message: "1 box of 50 × 40 × 30 cm, 8 kg". */
    oneBox: '{boxes} box of {length} × {width} × {height} {sizeUnit}, {weight} {weightUnit}',
    manyBoxes:
      '{boxes} boxes of {length} × {width} × {height} {sizeUnit}, {weight} {weightUnit} each',
    /** The figures, one a line: {box} is oneBox or manyBoxes above; weights arrive with their unit. */
    figures:
      '{box}\nVolumetric weight: {volumetric} (divisor {divisor})\nActual weight: {actual}\nChargeable weight: {chargeable}',
    /** The estimate, said after the chargeable weight (and read out by screen readers). {price} is "₹11,540". */
    priceLine:
      'About {price} by express, including GST; the final price is confirmed when we weigh the parcel.',
    /** Lines of the quote request and the WhatsApp message. {country} is one of form.countries. */
    destinationLine: 'Sending to: {country}',
    priceHandOff: 'Estimated price by express: about {price} including GST',
    /** Instead of a price: for other countries, air cargo (divisor 6000) or very heavy shipments. */
    askUs: 'We price this shipment by hand: ask us for a quote.',
    /** The first line of the message the calculator writes into the contact form. */
    quoteHeading: 'Volumetric weight calculator:',
    /** Messages under a field that is wrong. {field} is one of `fields` below; {example} a number. */
    missing: 'Enter the {field}.',
    notPositive: 'Enter the {field} as a number more than 0, such as {example}.',
    notWholeBoxes: 'Enter a whole number of boxes from 1 to {max}.',
    /** {max} and {unit}: the longest side we take, such as "300 cm". */
    tooLong: 'A side can be at most {max} {unit}. For bigger pieces, ask us about air cargo.',
    /** {max}: the heaviest box express couriers take, in kg ("70"). */
    tooHeavy:
      'One box can weigh at most {max} kg by express courier. For heavier pieces, ask us about air cargo.',
    /** The fields as named inside the messages above. */
    fields: {
      length: 'length',
      width: 'width',
      height: 'height',
      weight: 'weight',
      boxes: 'number of boxes',
    },
  },

  explanation: {
    title: 'How it is worked out',
    intro:
      'Aircraft fill up by space as well as by weight, so a light but bulky box is charged as if it were heavier. For each box:',
    formula: 'Volumetric weight (kg) = length × width × height (cm) ÷ 5000',
    rules:
      "International express services such as DHL and FedEx divide by 5000; air cargo, under IATA's rule, divides by 6000. The higher of the volumetric weight and the actual weight is the chargeable weight, usually rounded up to the next 0.5 kg (steps vary by carrier and service). Sizes in inches are converted at 2.54 cm to the inch, and pounds at 0.4536 kg.",
    exampleTitle: 'A worked example',
    example: 'A box of clothes and snacks measures 50 × 40 × 30 cm and weighs 8 kg on the scale.',
    exampleSteps: [
      'Volumetric weight by express: 50 × 40 × 30 ÷ 5000 = 12 kg',
      'Actual weight: 8 kg',
      'Chargeable weight: 12 kg, because the box is large for what it weighs',
      'The same box as air cargo: 50 × 40 × 30 ÷ 6000 = 10 kg chargeable',
    ],
    /** Text, then a link to an (English) blog article, then the end of the sentence. */
    smallerBox:
      'Packing the same things into a 45 × 35 × 30 cm box brings the volumetric weight down to 9.45 kg, so you pay for 9.5 kg instead of 12. Read more in ',
    smallerBoxLink: 'How to cut your courier costs',
    smallerBoxEnd: '.',
    /** Text, a link to the quote form, then the rest. */
    readyBefore: 'Ready to send? ',
    readyLink: 'Ask for a quote',
    readyAfter: ` with your box sizes and weight, or call us: we are here ${claims.support}.`,
  },
};
