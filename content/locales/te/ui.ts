/** The interface every page shares, in Telugu (keys as in ../en/ui.ts). */
import type { Messages } from '../en';

export const ui: Messages['ui'] = {
  skipLink: 'ప్రధాన విషయానికి వెళ్లండి',

  header: {
    call: 'కాల్',
    callWide: '\u00a0చేయండి',
    menu: 'మెనూ',
    navLabel: 'ప్రధాన మెనూ',
    getQuote: 'కొటేషన్ అడగండి',
  },

  nav: {
    home: 'హోమ్',
    about: 'మా గురించి',
    blog: 'బ్లాగ్',
    contact: 'సంప్రదించండి',
  },

  tasks: {
    track: 'ట్రాక్',
    pickup: 'పికప్ బుక్',
    whatCanISend: 'ఏమేం పంపొచ్చు',
    prices: 'కొరియర్ ఛార్జీలు',
  },

  buttons: {
    requestPickup: 'పికప్ బుక్ చేయండి',
    callNumber: (phone: string) => `కాల్ చేయండి\u00a0${phone}`,
    whatsapp: 'వాట్సాప్ చేయండి',
    getQuotation: 'కొటేషన్ అడగండి',
  },

  whatsappMessage: 'నమస్కారం! హైదరాబాద్ నుంచి మీ ఇంటర్నేషనల్ కొరియర్ సేవల గురించి తెలుసుకోవాలనుకుంటున్నాను.',

  services: {
    internationalCourier: 'ఇంటర్నేషనల్ కొరియర్',
    airCargo: 'ఎయిర్ కార్గో',
    domesticCourier: 'డొమెస్టిక్ కొరియర్',
  },

  itemRules: {
    canSend: 'సాధారణంగా పంపొచ్చు',
    askFirst: 'ముందు మమ్మల్ని అడగండి',
    cannotSend: 'మేం తీసుకోం',
  },

  officeDays: ['సోమవారం నుంచి శనివారం', 'ఆదివారం'],
  alwaysOpen: 'ఫోన్, వాట్సాప్',

  footer: {
    about:
      'హైదరాబాద్ నుంచి ఇంటర్నేషనల్ కొరియర్, ఎయిర్ కార్గో. ఇంటి దగ్గరే పికప్, నిజాయితీగా చెప్పే రేట్లు, మీకు ఎప్పుడు అవసరమైనా సపోర్ట్.',
    services: 'సేవలు',
    shippingHelp: 'పార్శిల్ సహాయం',
    quickLinks: 'ముఖ్యమైన లింకులు',
    officeHours: 'ఆఫీసు వేళలు',
    headOffice: 'హెడ్ ఆఫీసు',
    track: 'మీ పార్శిల్ ట్రాక్ చేయండి',
    whatCanISend: 'ఏమేం పంపొచ్చు?',
    calculator: 'కొరియర్ ఛార్జీలు',
    courierTo: {
      usa: 'అమెరికాకు కొరియర్',
      uk: 'యూకేకి కొరియర్',
      canada: 'కెనడాకు కొరియర్',
      australia: 'ఆస్ట్రేలియాకు కొరియర్',
      uae: 'యూఏఈకి కొరియర్',
    },
    landing: 'హైదరాబాద్ నుంచి ఇంటర్నేషనల్ కొరియర్',
    privacy: 'ప్రైవసీ పాలసీ',
    terms: 'నిబంధనలు, షరతులు',
    copyright: (year: number, name: string) => `© ${year} ${name}. అన్ని హక్కులూ మావే.`,
  },

  languages: {
    label: 'భాష',
    homePage: 'హోమ్ పేజీ',
  },

  shareCard: {
    home: 'డొమెస్టిక్, ఇంటర్నేషనల్ కొరియర్',
    guides: 'షిప్పింగ్ గైడ్‌లు',
    international: 'ఇంటర్నేషనల్ కొరియర్',
    tools: 'టూల్స్',
    legal: 'లీగల్',
    company: 'మా కంపెనీ',
    contact: 'సంప్రదించండి',
    other: 'కొరియర్, ఎయిర్ కార్గో',
    place: 'హైదరాబాద్, భారతదేశం',
  },

  searchResults: {
    none: 'ఏ ఫలితమూ దొరకలేదు',
    one: '1 ఫలితం దొరికింది',
    many: '{n} ఫలితాల్లో {span} చూపిస్తున్నాం',
  },
};
