/**
 * The interface every page shares, in Hindi. Brand names (WhatsApp) stay in Latin script, as
 * they are written on people's phones; numbers come from content/company.ts.
 */
import type { Messages } from '../en';

export const ui: Messages['ui'] = {
  skipLink: 'सीधे मुख्य हिस्से पर जाएँ',

  header: {
    call: 'कॉल',
    callWide: '\u00a0करें',
    menu: 'मेन्यू',
    navLabel: 'मुख्य',
    getQuote: 'रेट पूछें',
  },

  nav: {
    home: 'होम',
    about: 'हमारे बारे में',
    blog: 'ब्लॉग',
    contact: 'संपर्क',
  },

  tasks: {
    track: 'ट्रैक',
    pickup: 'पिकअप बुक करें',
    whatCanISend: 'क्या भेज सकते हैं',
    prices: 'कूरियर चार्ज',
  },

  buttons: {
    requestPickup: 'पिकअप बुक करें',
    callNumber: (phone: string) => `कॉल\u00a0करें\u00a0${phone}`,
    whatsapp: 'WhatsApp करें',
    getQuotation: 'रेट पूछें',
  },

  whatsappMessage: 'नमस्ते! मुझे हैदराबाद से आपकी इंटरनेशनल कूरियर सर्विस के बारे में और जानना है।',

  services: {
    internationalCourier: 'इंटरनेशनल कूरियर',
    airCargo: 'एयर कार्गो',
    domesticCourier: 'डोमेस्टिक कूरियर',
  },

  itemRules: {
    canSend: 'आमतौर पर ठीक है',
    askFirst: 'पहले हमसे पूछें',
    cannotSend: 'हम नहीं लेते',
  },

  officeDays: ['सोमवार से शनिवार', 'रविवार'],
  alwaysOpen: 'फ़ोन और WhatsApp',

  footer: {
    about:
      'हैदराबाद से इंटरनेशनल कूरियर और एयर कार्गो। घर से पिकअप, ईमानदार रेट, और जब भी ज़रूरत हो, हमारी मदद।',
    services: 'हमारी सर्विसेज़',
    shippingHelp: 'पार्सल भेजने में मदद',
    quickLinks: 'ज़रूरी लिंक',
    officeHours: 'ऑफ़िस का समय',
    headOffice: 'हेड ऑफ़िस',
    track: 'अपना पार्सल ट्रैक करें',
    whatCanISend: 'क्या-क्या भेज सकते हैं?',
    calculator: 'कूरियर चार्ज',
    courierTo: {
      usa: 'अमेरिका के लिए कूरियर',
      uk: 'यूके के लिए कूरियर',
      canada: 'कनाडा के लिए कूरियर',
      australia: 'ऑस्ट्रेलिया के लिए कूरियर',
      uae: 'यूएई के लिए कूरियर',
    },
    landing: 'हैदराबाद से इंटरनेशनल कूरियर',
    privacy: 'प्राइवेसी पॉलिसी',
    terms: 'नियम और शर्तें',
    copyright: (year: number, name: string) => `© ${year} ${name}. सभी अधिकार सुरक्षित।`,
  },

  languages: {
    label: 'भाषा',
    homePage: 'होम पेज',
  },

  shareCard: {
    home: 'डोमेस्टिक और इंटरनेशनल कूरियर',
    guides: 'शिपिंग गाइड',
    international: 'इंटरनेशनल कूरियर',
    tools: 'टूल्स',
    legal: 'क़ानूनी जानकारी',
    company: 'हमारी कंपनी',
    contact: 'संपर्क करें',
    other: 'कूरियर और एयर कार्गो',
    place: 'हैदराबाद, भारत',
  },

  searchResults: {
    none: 'कोई नतीजा नहीं मिला',
    one: '1 नतीजा मिला',
    many: '{n} नतीजों में से {span} दिखा रहे हैं',
  },
};
