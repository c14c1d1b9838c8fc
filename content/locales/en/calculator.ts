/**
 * The prices page (/volumetric-weight-calculator, "Courier charges from Hyderabad"): the quote
 * form, its result and the page's explanation. The same form, shorter (no units, no divisor),
 * is on the home page and every destination page (`quick`). Keep every number and unit (cm, kg, in, lb, ×, ÷) exactly as it is.
 */
import { claims } from '../../claims';

export const calculator = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it); max ~45 characters. */
    title: 'Courier Charges from Hyderabad: Price Calculator',
    /** The search result snippet; max ~155 characters. */
    description:
      'Courier charges from Hyderabad to the USA, UK, Canada, Australia and UAE: express and economy prices with GST from the weight, and your box’s volumetric weight.',
  },

  hero: {
    eyebrow: 'Prices',
    title: 'Courier charges from Hyderabad',
    lead: 'Choose the country and enter the weight to see the express and economy prices, GST and fuel surcharge included. Add the box size if the box is large for what it weighs: couriers charge by weight or by size, whichever is more.',
  },

  form: {
    /** Names the form for screen readers. */
    label: 'Price calculator',
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
    /** Opens the three sides of the box; the price needs only the weight. */
    size: 'Box size (optional)',
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
    calculate: 'Show prices',
  },

  result: {
    title: 'Your result',
    volumetric: 'Volumetric weight',
    actual: 'Actual weight',
    chargeable: 'Chargeable weight',
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
    /** With JavaScript off; the countries follow, each a link to its page's price table. */
    noScript:
      'JavaScript is off, so the price is not worked out here. The price tables give it by weight:',
    /** Two buttons; max ~30 characters each. */
    quote: 'Get a quote with these figures',
    whatsapp: 'Send on WhatsApp',
    /** A link to the pickup form, with the destination, weight and boxes filled in; max ~35 characters. */
    bookPickup: 'Book this pickup',
    /**
     * The limits of one box. {kg}, {length} and {girth} are figures, {carrier} the partner whose
     * limits they are (content/carriers.ts).
     */
    limits:
      'One box can weigh at most {kg} kg, be at most {length} cm long and {girth} cm in length plus girth (length + 2 × width + 2 × height): the limits of {carrier}, the strictest of our express partners. Bigger or heavier pieces go as air cargo, priced by hand.',
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
    /** Without the box size: the weight alone is charged. */
    payWeight:
      'You pay for {chargeable}. If the box is large for what it weighs, add its size: you may pay for more.',
    payActual:
      'You pay for {chargeable}, the actual weight: the box weighs at least as much as its size counts for.',
    /** The first line of the quote request and the WhatsApp message: "1 box of 50 × 40 × 30 cm, 8 kg". */
    oneBox: '{boxes} box of {length} × {width} × {height} {sizeUnit}, {weight} {weightUnit}',
    manyBoxes:
      '{boxes} boxes of {length} × {width} × {height} {sizeUnit}, {weight} {weightUnit} each',
    /** The same without the box size. */
    oneBoxWeight: '{boxes} box, {weight} {weightUnit}',
    manyBoxesWeight: '{boxes} boxes, {weight} {weightUnit} each',
    /** The figures, one a line: {box} is one of the four above; weights arrive with their unit. */
    figures: '{box}\nChargeable weight: {chargeable}',
    /** Added after the box when its size is given. */
    volumetricLine: 'Volumetric weight: {volumetric} (divisor {divisor})',
    /** After the chargeable weight, when there are prices (and read out by screen readers). */
    priceLine:
      'Prices include GST and the fuel surcharge; the final price is confirmed when we weigh the parcel.',
    /** A service's price and transit time, beside its name: {price} is "₹11,540", {transit} "3–5 working days". */
    serviceFigure: '{price}, {transit}',
    /** Lines of the quote request and the WhatsApp message. {country} is one of form.countries; {service} "Express". */
    destinationLine: 'Sending to: {country}',
    serviceLine: '{service}: about {price} including GST, {transit}',
    /** Instead of a price: for other countries, air cargo (divisor 6000) or very heavy shipments. */
    askUs: 'We price this shipment by hand: ask us for a quote.',
    /** The first line of the message the calculator writes into the contact form. */
    quoteHeading: 'Price calculator:',
    /** Messages under a field that is wrong. {field} is one of `fields` below; {example} a number. */
    missing: 'Enter the {field}.',
    notPositive: 'Enter the {field} as a number more than 0, such as {example}.',
    notWholeBoxes: 'Enter a whole number of boxes from 1 to {max}.',
    /** {max} and {unit}: the longest side we take, such as "300 cm". */
    tooLong: 'A side can be at most {max} {unit}. For bigger pieces, ask us about air cargo.',
    /** {max} and {unit}: the largest length plus girth we take, such as "330 cm". */
    tooBig:
      'Length plus girth (length + 2 × width + 2 × height) can be at most {max} {unit} by express courier. For bigger pieces, ask us about air cargo.',
    /** {max}: the heaviest box express couriers take, in kg ("68"). */
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

  /** The short form on the home page and the destination pages. */
  quick: {
    /** The row of the price table where she types her weight (destination pages). */
    yourWeight: 'Your weight (kg)',
    /** The home page's heading above it. */
    title: 'What will it cost?',
    /** A link under it to the prices page. */
    more: 'All prices, and the price by box size',
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
