/**
 * The contact page (/te/contact), in Telugu (keys as in ../en/contact.ts). The form's labels are
 * also the labels of the lines of the email and WhatsApp message the form writes ("పూర్తి పేరు: రవి").
 */
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

export const contact: Messages['contact'] = {
  meta: {
    title: 'మమ్మల్ని సంప్రదించండి, కొటేషన్ తీసుకోండి',
    description: (hours: string) =>
      `కొరియర్ కొటేషన్ లేదా పికప్ కోసం హైదరాబాద్‌లోని ${company.shortName} కి కాల్, వాట్సాప్ లేదా ఈమెయిల్ చేయండి. వేళలు: ${hours}.`,
  },

  hero: {
    eyebrow: 'సంప్రదించండి',
    title: 'మాతో మాట్లాడండి',
    lead: `కొటేషన్ అడగండి, పికప్ బుక్ చేయండి, లేదా మీ పార్శిల్ ఎక్కడుందో కనుక్కోండి. కాల్స్‌కి, వాట్సాప్‌కి మేం ${claims.support} అందుబాటులో ఉంటాం.`,
  },

  cards: {
    call: { title: 'కాల్ చేయండి', action: 'ఇప్పుడే\u00a0కాల్ చేయండి' },
    whatsapp: { title: 'వాట్సాప్', body: 'మా టీమ్‌తో చాట్ చేయండి', action: 'చాట్ మొదలుపెట్టండి' },
    email: { title: 'ఈమెయిల్', action: 'మెయిల్ రాయండి' },
    office: { title: 'హెడ్ ఆఫీసు', action: 'దారి చూడండి' },
    hours: {
      title: 'ఆఫీసు వేళలు',
      note: `ఈ వేళల్లో ఆఫీసు తెరిచి ఉంటుంది, పార్శిళ్ల పికప్ కూడా ఈ వేళల్లోనే. ఫోన్, వాట్సాప్‌లో ${claims.support} అందుబాటులో ఉంటాం.`,
    },
  },

  formIntro: {
    title: 'మాకు మెసేజ్ పంపండి',
    text: 'ఏం పంపుతున్నారో, ఎక్కడికి పంపుతున్నారో చెప్పండి. కొటేషన్‌తో పాటు తర్వాత ఏం చేయాలో కూడా చెప్తాం.',
  },

  form: {
    name: 'పూర్తి పేరు',
    phone: 'ఫోన్ నంబర్',
    email: 'ఈమెయిల్ అడ్రస్',
    service: 'సర్వీస్',
    optional: '(తప్పనిసరి కాదు)',
    message: 'మెసేజ్',
    selectService: 'సర్వీస్ ఎంచుకోండి',
    otherService: 'ఇతర',
    messagePlaceholder: 'ఏం పంపుతున్నారు, ఎక్కడి నుంచి ఎక్కడికి, సుమారు ఎంత బరువు?',
    submit: 'మెసేజ్ పంపండి',
    whatsapp: 'వాట్సాప్‌లో పంపండి',
    whatsappIntro: 'నమస్కారం! నాకు కొరియర్ కొటేషన్ కావాలి.',
    emailSubject: 'వెబ్‌సైట్ నుంచి కొరియర్ ఎంక్వైరీ',
    emailSent: (email: string) =>
      `ధన్యవాదాలు! మీ ఈమెయిల్ యాప్ ఇప్పుడు ఓపెన్ అవుతుంది, మీ మెసేజ్ ${email} కి పంపడానికి రెడీగా ఉంటుంది.`,
    noteEndpoint: '“మెసేజ్ పంపండి”: ఒక పని దినంలోపు జవాబిస్తాం.',
    noteEmail: '“మెసేజ్ పంపండి” నొక్కితే మీ ఈమెయిల్ యాప్ మీ మెసేజ్‌తో రెడీగా ఓపెన్ అవుతుంది, మాకు పంపడమే మిగిలి ఉంటుంది.',
    noteWhatsapp: '“వాట్సాప్‌లో పంపండి” నొక్కితే మీ వివరాలు రాసి ఉన్న మా చాట్ ఓపెన్ అవుతుంది. మా ',
    notePrivacyLink: 'ప్రైవసీ పాలసీ',
    noteEnd: ' చూడండి.',
    charsLeft: 'ఇంకా సుమారు {n} అక్షరాలు రాయొచ్చు',
    tooLong: 'మీ మెసేజ్ ఈమెయిల్ లేదా వాట్సాప్ లింక్‌కు చాలా పెద్దదిగా ఉంది: సుమారు {n} అక్షరాలు తగ్గించండి.',
  },

  map: {
    title: 'మా హెడ్ ఆఫీసుకు రండి',
    open: 'గూగుల్ మ్యాప్స్‌లో చూడండి',
  },
};
