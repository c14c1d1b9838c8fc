/**
 * The destination pages (/international-courier-to-usa and the others): the words only. Which
 * sentences, items and questions each country's page shows, in which order, and its sources are
 * content/destinations.ts; each list here is keyed by the ids used there.
 *
 * For translators: keep every key; translate the values. Figures are written as
 * `${figures.usGiftUsd}` (content/rules.ts) and `${claims.support}` (content/claims.ts), dates
 * as `${day(destinationDates.usInterimRules)}`: keep them so, never type the number. Same
 * hedges as the English ("generally", "may", "usually"), nothing stronger or weaker.
 */
import { claims } from '../../claims';
import { destinationDates } from '../../destinations';
import { expressDays, expressDaysEverywhere, type TransitDays } from '../../transit';
import type { DestinationSlug } from '../../types';
import { figures, kycPhrase } from '../../rules';
import { formatDate } from '../../../src/website/components/format';
import { rules as words } from './rules';

const day = (isoDate: string) => formatDate(isoDate, 'en-IN');

/** A destination's express transit time in words ("3–5 working days"), from content/transit.ts. */
const transitWords = (from: number, to: number) => `${from}–${to} working days`;
const expressTime = (slug: DestinationSlug) => transitWords(...expressDays(slug));

/** One country's words: its names and the page's lists, keyed by the ids in content/destinations.ts. */
interface CountryWords {
  /** As written in a sentence: "the USA", "Canada". */
  name: string;
  /** As written in a heading or a title: "USA", "Canada". */
  shortName: string;
  /** The country where a parcel goes, after "to": "the USA" (Telugu adds the ending of "to": "అమెరికాకు"; Hindi needs none). */
  nameTo: string;
  cities: string;
  rules: Record<string, string>;
  packing: Record<string, string>;
  faqs: Record<string, { question: string; answer: string }>;
}

export const destinations = {
  meta: {
    /** The page's title, before " | Skyline Courier…". */
    title: (country: CountryWords) =>
      `International Courier from Hyderabad to ${country.shortName}`,
    description: (country: CountryWords, days: TransitDays = expressDaysEverywhere) =>
      `Courier from Hyderabad to ${country.nameTo} in ${transitWords(days[0], days[1])} by express: what you can send, the documents you need, packing advice and doorstep pickup.`,
  },
  hero: {
    eyebrow: 'International courier',
    title: (country: CountryWords) => `Courier from Hyderabad to ${country.nameTo}`,
    lead: (country: CountryWords, days: TransitDays = expressDaysEverywhere) =>
      `Parcels, documents and gifts to ${country.cities}. Picked up from your door in Hyderabad and delivered in ${transitWords(days[0], days[1])} by express.`,
    /** The three short points under the lead; `days` is the country's express transit (content/transit.ts). */
    express: (days: TransitDays = expressDaysEverywhere) =>
      `Express: ${transitWords(days[0], days[1])}`,
    pickup: 'Doorstep pickup',
    support: `${claims.support} support by phone and WhatsApp`,
    /** The alt text of the hero's illustration. */
    art: (country: CountryWords) => `A parcel’s route from Hyderabad to ${country.nameTo}`,
  },
  /** The table of indicative prices from the rate card (content/rates.ts); {fuel} and {gst} are percentages, `pickup` a price such as "₹100" or none when pickup is free. */
  prices: {
    title: (country: CountryWords) => `Indicative prices to ${country.nameTo}`,
    weight: 'Chargeable weight',
    services: { express: 'Express', economy: 'Economy' },
    transit: transitWords,
    kg: (kg: number) => `${kg} kg`,
    askUs: 'Ask us',
    included: (fuel: number, gst: number, pickup?: string) =>
      `About these prices: they include the ${fuel}% fuel surcharge and ${gst}% GST, and pickup in Hyderabad ${pickup ? `costs ${pickup}` : 'is free'}. The final price is confirmed when we weigh the parcel;`,
    /** Around the link to the calculator. */
    calculatorBefore: 'you pay for the chargeable weight (',
    calculatorLink: 'work yours out with the calculator',
    calculatorAfter: ').',
    /** Around the date the rates last changed (filled in, written for this language). */
    updatedBefore: 'Rates last changed on ',
    updatedAfter: '.',
  },
  /** The message already typed in the WhatsApp chat the page's buttons open (the customer sends it to us). */
  whatsapp: (country: CountryWords) =>
    `Hello! I would like to send a parcel from Hyderabad to ${country.nameTo} by international courier. Please share a quote.`,
  /** Written into the quote form's message box when the customer comes from this page. */
  quoteMessage: (country: CountryWords) => `A parcel from Hyderabad to ${country.nameTo}: `,
  rulesTitle: (country: CountryWords) => `What you can send to ${country.nameTo}`,
  rulesLead: 'Checked against the official rules; where they change, we confirm before pickup.',
  groupsTitle: (country: CountryWords) => `Item by item for ${country.name}`,
  /** The link to /what-can-i-send under the item groups. */
  guideLink: 'Food, medicines, batteries and more, item by item',
  /** The link, under the questions, to the country's page of the rules and its official sources. */
  sourcesLink: 'The official sources of these rules, and the day we read each',
  documentsTitle: 'Documents you need',
  packingTitle: 'Packing advice',
  questionsTitle: (country: CountryWords) => `Questions about courier to ${country.shortName}`,
  cta: {
    title: (country: CountryWords) => `Send your parcel to ${country.nameTo}`,
    text: `Call or WhatsApp us for a quote and a pickup time. Support is available ${claims.support}.`,
  },
  /** Documents every international shipment needs, whatever the destination. */
  documents: {
    kyc: `Your KYC: a copy of any one of your ${kycPhrase(words)} (we verify it before the parcel leaves).`,
    business: `For goods for sale or business samples: your IEC, and your GSTIN (or your PAN if you are not GST-registered); by courier, one consignment may be worth at most ₹${figures.courierExportLakh} lakh.`,
    invoice:
      'An invoice listing every item with its quantity, weight and value; for a gift, a gift invoice marked "personal use, not for resale". We help you fill it in.',
    receiver:
      'The receiver’s full address, phone number and, where the destination asks for it, an ID or tax number.',
  },
  countries: {
    usa: {
      name: 'the USA',
      nameTo: 'the USA',
      shortName: 'USA',
      cities:
        'New York, New Jersey, Chicago, Dallas, Houston, the Bay Area, Seattle and every other US address',
      rules: {
        food: 'Food must be sealed and declared item by item; commercially packed food is the safest. We file an FDA Prior Notice with you whenever the FDA or the carrier requires it. Rice from India cannot be sent for personal use: USDA and CBP have refused it since 30 July 2011.',
        'prior-notice': `Food made at home and sent by one person to another as a personal gift is excluded from Prior Notice, and the FDA and CBP generally take no action without one when a private person sends food to family or friends for non-business use. Both hold only when a private person is the shipper: FedEx asks for a Prior Notice at any value when a company’s name appears anywhere on the waybill or invoice, and for personal food declared above US$${figures.priorNoticeUsd}.`,
        'for-sale':
          'Food sent for sale, or by a business, always needs an FDA Prior Notice before it arrives, and must come from a facility registered with the FDA.',
        shipper:
          'On our shipments to the USA you are the shipper: the waybill and invoice carry your name, not ours, with the receiver’s. Homemade food must be declared as homemade, for personal use.',
        duty: `Since ${day(destinationDates.usDeMinimisSuspended)} the USA no longer gives duty-free entry to low-value parcels; CBP wrote the suspension into its regulations by interim final rules published on ${day(destinationDates.usInterimRules)}, so duty can apply at any value. Bona-fide gifts stay duty-free up to US$${figures.usGiftUsd} per recipient per day, all gifts to one person on one day added up; above that, the whole parcel is dutiable and the receiver may be asked to pay before delivery. Alcohol, tobacco, and perfume containing alcohol worth more than US$${figures.usGiftPerfumeUsd}, are never duty-free gifts.`,
        medicines: `Prescription medicines generally cannot be imported into the USA for personal use. The FDA tolerates up to ${figures.medicineMonths} months’ supply only in narrow cases: a serious condition with no effective treatment available in the USA, a written statement that the medicine is for the patient’s own use, and the name and address of the US doctor treating them (or proof that the treatment began abroad). FedEx also asks for the prescription, the drug’s manufacturer, the condition treated and at most ${figures.medicineDays} days’ supply. Controlled medicines (codeine, tramadol, sleeping pills and the like) we never send.`,
      },
      packing: {
        'food-packs':
          'Keep food in its original sealed pack with the label; put pickles and anything oily in a leak-proof jar, taped shut and bagged twice.',
        separate:
          'Pack food and non-food items apart, and list each item on the invoice (not just "food items").',
        box: 'Use a new, strong box: every carton is screened, and may be opened by US Customs.',
      },
      faqs: {
        pickles: {
          question: 'Can I send pickles and sweets to the USA?',
          answer: `Yes, if they are in sealed packs and declared one by one with their weight. Sent by you, a private person, to family, they generally need no FDA Prior Notice, though carriers ask for one above US$${figures.priorNoticeUsd}, and at any value if a company’s name is on the waybill or invoice (on ours, you are the shipper). Homemade ones must be described as homemade. Of milk sweets, only commercially packed, cooked, shelf-stable ones in unopened packs may go; homemade milk or ghee sweets and paneer cannot.`,
        },
        transit: {
          question: 'How long does a parcel take from Hyderabad to the USA?',
          answer: `Express shipments usually arrive in ${expressTime('usa')} to major US cities. Food parcels can take a little longer when US Customs or the FDA inspects them.`,
        },
        duty: {
          question: 'Will my family have to pay duty?',
          answer: `Possibly. Since ${day(destinationDates.usDeMinimisSuspended)} the USA no longer gives duty-free entry to low-value parcels, so duty can apply at any value. Bona-fide gifts stay duty-free up to US$${figures.usGiftUsd} per recipient per day, all gifts to one person on one day added up; above that, the whole parcel is dutiable. We tell you what to expect before you book.`,
        },
        medicines: {
          question: 'Can I send medicines to my parents in the USA?',
          answer: `Ask us first. Personal import of prescription medicines into the USA is generally not allowed: the FDA tolerates up to ${figures.medicineMonths} months’ supply only for a serious condition with no effective treatment in the USA, with a written statement and the name of the US doctor treating them, and FedEx asks for the prescription, the manufacturer, the condition and at most ${figures.medicineDays} days’ supply. Controlled medicines such as codeine, tramadol or sleeping pills are never sent. Tell us the names and we check before pickup.`,
        },
      },
    },
    uk: {
      name: 'the UK',
      nameTo: 'the UK',
      shortName: 'UK',
      cities: 'London, Birmingham, Manchester, Leicester, Glasgow and every other UK address',
      rules: {
        'meat-dairy':
          'Meat and dairy products cannot be sent to Great Britain from India as personal imports. Dairy includes ghee, butter, paneer, khoa and milk sweets.',
        allowed:
          'GOV.UK allows, from any country: bread, cakes without fresh cream, biscuits, chocolate and sweets not made with a lot of unprocessed dairy, and processed, packaged plant products.',
        spices:
          'We treat sealed packs of ground spices and namkeen as processed, packaged plant products and confirm before pickup. Fruit, vegetables, nuts and seeds have their own restrictions.',
        declare: `Every item must be declared with its value. A gift from one person to another pays import VAT above £${figures.ukGiftVatGbp}, and Customs Duty too above £${figures.ukGiftDutyGbp}; the receiver may be asked to pay them before delivery.`,
      },
      packing: {
        'no-milk':
          'Choose sweets and snacks made without milk, in their sealed shop packs with the ingredients printed.',
        jars: 'Wrap jars twice and stand them upright in the middle of the box, cushioned on every side.',
        invoice: 'Write each item and its value on the invoice; "assorted food" causes delays.',
      },
      faqs: {
        ghee: {
          question: 'Can I send ghee or milk sweets to the UK?',
          answer:
            'No. Great Britain does not allow dairy products from India as personal imports, and ghee, paneer, khoa and milk sweets count as dairy. Sweets made without milk, in sealed packs, can go.',
        },
        transit: {
          question: 'How long does courier from Hyderabad to London take?',
          answer: `Express shipments usually arrive in ${expressTime('uk')} to London and other major UK cities.`,
        },
        pickles: {
          question: 'Can I send homemade pickles to the UK?',
          answer:
            'Homemade vegetable pickles without meat or dairy may be accepted when packed airtight and declared as homemade pickle with their weight; we confirm the current rule before pickup.',
        },
      },
    },
    canada: {
      name: 'Canada',
      nameTo: 'Canada',
      shortName: 'Canada',
      cities:
        'Toronto, Brampton, Mississauga, Vancouver, Surrey, Calgary and every other Canadian address',
      rules: {
        declare: `All food must be declared. Meat and products containing meat from India are generally refused; commercially packed, labelled, shelf-stable food is the easiest to clear. Food for personal use has limits: ${figures.caFoodKg} kg of most kinds of food, and ${figures.caDriedFishKg} kg of dried fish.`,
        dairy:
          'From India only cheese is admitted among dairy products, so ghee, milk sweets and other milk products are likely to be refused.',
        border:
          'The Canada Border Services Agency enforces the Canadian Food Inspection Agency’s import rules at the border; food that does not meet them may be refused or seized.',
        medicines: `Prescription medicines cannot be sent by courier to a resident of Canada for personal use. A visitor there, such as a student or a work-permit holder, may receive up to ${figures.caVisitorDays} days’ supply, with a copy of the prescription and proof of visitor status (passport, study or work permit) in the parcel. Ask us first.`,
        gifts: `A gift sent personally by a friend or relative abroad is free of duty and tax up to CA$${figures.caGiftCad}; above that, duty and tax apply to the amount over CA$${figures.caGiftCad}. Items sent by a business, tobacco and alcohol do not count as gifts.`,
        'other-goods': `Other goods from India are free of duty and tax only up to CA$${figures.caLowValueCad}, by mail or by courier (Canada’s higher courier thresholds apply only to goods from the US and Mexico); above that, duty and taxes apply to the full value.`,
        charges:
          'The receiver may be asked to pay GST/HST and duty before delivery, and a courier may charge its own service fee for clearing the parcel through customs, even a low-value one.',
      },
      packing: {
        'shop-packs':
          'Prefer shop-bought, labelled packs; homemade food may be held for inspection.',
        winter:
          'Canadian winters are hard on jars: wrap glass well and leave no empty space in the box.',
        invoice: 'List every item with its weight and value on the invoice.',
      },
      faqs: {
        transit: {
          question: 'How long does a parcel take from Hyderabad to Toronto?',
          answer: `Express shipments usually arrive in ${expressTime('canada')} to Toronto, Vancouver and other major Canadian cities.`,
        },
        students: {
          question: 'Can I send food to my children studying in Canada?',
          answer:
            'Yes, packed and labelled snacks, spices, tea and sweets are fine when declared. Leave out meat, fresh produce and anything that needs a fridge. From India, Canada admits cheese but not other dairy such as ghee or milk sweets, so leave them out or ask us first.',
        },
        charges: {
          question: 'Does my family in Canada pay anything on delivery?',
          answer: `They may be. A gift from you is free of duty and tax up to CA$${figures.caGiftCad}, other goods only up to CA$${figures.caLowValueCad}; above that, GST/HST and duty apply, and the courier may add its own fee for clearing the parcel. We explain the likely charges when we quote.`,
        },
      },
    },
    australia: {
      name: 'Australia',
      nameTo: 'Australia',
      shortName: 'Australia',
      cities: 'Sydney, Melbourne, Brisbane, Perth, Adelaide and every other Australian address',
      rules: {
        biosecurity:
          'Australia’s biosecurity officers screen incoming mail and cargo and may inspect any parcel. Food, plant material and animal products must be declared item by item; some need an import permit or treatment at the receiver’s cost, and some are not allowed at all.',
        'not-allowed':
          'Not allowed by mail or courier: uncanned meat, seeds, raw nuts, grains and legumes (including lentils and dals), and fresh fruit and vegetables. This includes whole spices such as cumin, coriander and fennel seeds, dried chillies, rice, chickpeas and raw peanuts.',
        'dairy-remedies':
          'Dairy from India, including ghee and milk sweets such as peda, barfi, mysore pak, khoa and gulab jamun, is generally not allowed by mail or courier. Remedies and medicines that contain herbs, seeds, bark, fungi, dried plant material or animal material, as many herbal and Ayurvedic ones do, are removed from mail.',
        exempt:
          'Commercially ground, roasted or fried packaged products may be exempt. Anything with soil or insects is treated at the receiver’s cost or destroyed.',
        pooja: `Rakhis, garlands and craft or pooja items made with seeds, straw, bark or dried flowers, malas of seeds such as rudraksha, and foods with more than ${figures.auDairyEggPercent}% dairy or egg are removed from mail. Wooden items such as tulsi malas must be declared, clean and free of bark and insects; biosecurity officers inspect them.`,
        honey:
          'Honey and other bee products cannot go to an address in Western Australia without extra government certification; we do not send them there.',
        medicines: `Medicines fall under the Therapeutic Goods Administration’s (TGA) Personal Importation Scheme: up to ${figures.medicineMonths} months’ supply an order, and at most ${figures.auMedicineYearMonths} months’ supply a year, for the receiver or their immediate family; prescription-only medicines need a prescription from a doctor registered in Australia; controlled substances are not allowed. Ask us first.`,
        charges: `Parcels worth AUD ${figures.auLowValueAud} or less generally clear free of duty and GST (except alcohol and tobacco); above that, the receiver lodges an import declaration and pays duty, GST and a processing charge before delivery.`,
      },
      packing: {
        boxes:
          'Do not reuse boxes that held fruit, vegetables or meat, and do not pack with straw or dried leaves: use paper or foam.',
        declare:
          'Declare every food item, even a small packet; undeclared food causes the longest delays.',
        clean: 'Clean and dry shoes and sports gear so no soil or seeds travel with them.',
      },
      faqs: {
        homemade: {
          question: 'Can I send homemade food to Australia?',
          answer:
            'It is checked by biosecurity officers on arrival and may be held, treated or destroyed. Shop-bought, processed food in sealed packs is far more likely to pass. Tell us what you want to send and we check it before pickup.',
        },
        dal: {
          question: 'Can I send dal, rice or whole spices to Australia?',
          answer:
            'No. Grains and legumes (including rice, chickpeas, lentils and dals) and seeds, including whole spices such as cumin, coriander and fennel seeds, are not allowed by mail or courier, nor are dried chillies and raw peanuts. Commercially ground, roasted or fried packaged products may be exempt: declare them and we confirm before pickup.',
        },
        transit: {
          question: 'How long does courier from Hyderabad to Sydney take?',
          answer: `Express shipments usually arrive in ${expressTime('australia')} to major Australian cities; a biosecurity inspection can add time.`,
        },
      },
    },
    uae: {
      name: 'the UAE',
      nameTo: 'the UAE',
      shortName: 'UAE',
      cities: 'Dubai, Abu Dhabi, Sharjah, Ajman and every other address in the Emirates',
      rules: {
        poppy:
          'Poppy seeds (khus khus) are banned in the UAE, whole or in sweets and masala blends, as are paan and betel leaves. Check every food’s ingredients.',
        medicines: `Many common medicines are controlled in the UAE, including cough syrups with codeine. Controlled and semi-controlled medicines need a permit from the UAE Ministry of Health and Prevention (MOHAP) before they arrive, applied for with a prescription issued within the last ${figures.uaeRxMonths} months and a medical report; we do not send them. Other personal medicines go with the prescription and the bill.`,
        homemade: 'Cooked and homemade food is on the UAE customs list of banned goods.',
        charges: `The receiver may be asked to pay ${figures.uaeVatPercent}% VAT on everything but documents, and customs duty when the parcel is worth more than about AED ${figures.uaeDutyAed}.`,
      },
      packing: {
        ingredients:
          'Read the ingredients of every sweet and masala for poppy seeds (khus khus) before you pack it.',
        medicines:
          'Keep medicines in their original strips with the prescription and bill in the box.',
        heat: 'Heat is hard on chocolates and oils: pack them in sealed bags, away from the box walls.',
      },
      faqs: {
        medicines: {
          question: 'Can I send medicines to Dubai?',
          answer:
            'Only medicines that are not controlled or semi-controlled in the UAE, in personal quantities, with the prescription and the bill: controlled and semi-controlled ones need a MOHAP permit, and we do not send them. Send us the names and we check before pickup.',
        },
        transit: {
          question: 'How long does courier from Hyderabad to Dubai take?',
          answer: `Express shipments usually arrive in ${expressTime('uae')} to Dubai, Abu Dhabi, Sharjah and the other emirates.`,
        },
        sweets: {
          question: 'Why was my parcel with sweets stopped in the UAE?',
          answer:
            'Often because of poppy seeds (khus khus), which are banned, or because the sweets were homemade. Choose sealed shop packs and read the ingredients.',
        },
      },
    },
  } satisfies Record<import('../../types').DestinationSlug, CountryWords>,
};

export type { CountryWords };
