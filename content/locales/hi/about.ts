/** The about page (/hi/about), in Hindi (keys as in ../en/about.ts). Figures come from content/claims.ts. */
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

export const about: Messages['about'] = {
  meta: {
    title: 'हमारे बारे में',
    description: `${claims.founded} में हैदराबाद में शुरू हुई कूरियर और एयर कार्गो कंपनी: ${claims.yearsOfExperience} साल का अनुभव, ${claims.deliverySuccessAbout} डिलीवरी सफलता और ${claims.countries} देशों तक सेवा।`,
  },

  hero: {
    eyebrow: 'हमारे बारे में',
    title: `${claims.yearsOfExperience} साल से हैदराबाद से डिलीवरी`,
    lead: `${claims.founded} से ${company.name} हैदराबाद के लोगों और कारोबारों के पार्सल, डॉक्यूमेंट्स और कार्गो पहुँचा रही है।`,
  },

  story: {
    title: 'हमारी कहानी',
    paragraphs: [
      `हमने ${claims.founded} में हैदराबाद में एक छोटे से काउंटर से शुरुआत की, एक ही वादे के साथ: हर पार्सल को अपना समझकर संभालना। विदेश डॉक्यूमेंट्स भेजने वाले छात्र, रिश्तेदारों को त्योहार की मिठाई भेजने वाले परिवार और अपना पहला एक्सपोर्ट ऑर्डर भेजने वाले छोटे कारोबारी हमारे पास आए, क्योंकि हमने फ़ोन उठाया, कागज़ात समझाए और समय पर डिलीवरी की।`,
      `${claims.yearsOfExperience} साल बाद आज हम हर महीने ${claims.packagesMonthly} पार्सल ${claims.countries} देशों और देश भर के ${claims.pinCodes} पिन कोड तक पहुँचाते हैं, और फ़ोन आज भी हम ख़ुद उठाते हैं।`,
    ],
    imageAlt: 'हैदराबाद के गोदाम में पार्सल सौंपती हमारी टीम',
  },

  mission: {
    title: 'हमारा मक़सद',
    text: 'हैदराबाद से कुछ भी, कहीं भी भेजना आसान, किफ़ायती और भरोसेमंद बनाना: ईमानदार रेट, सावधानी से हैंडलिंग, और हर क़दम पर बात करने के लिए एक असली इंसान।',
  },

  stats: {
    label: 'आँकड़ों में हम',
    yearsOfExperience: 'साल का अनुभव',
    deliverySuccess: 'डिलीवरी सफलता',
    countries: 'देश',
    happyCustomers: 'ख़ुश ग्राहक',
  },

  reasons: {
    title: 'हमें क्यों चुनें',
    lead: 'चार वजहें, जिनसे हैदराबाद भर के ग्राहक बार-बार हमारे पास लौटते हैं।',
    transit: {
      title: 'तेज़ और भरोसेमंद डिलीवरी',
      text: `बड़े देशों में ${claims.expressDeliveryDays}\u00a0कामकाजी दिनों में एक्सप्रेस डिलीवरी, तय उड़ानों से।`,
    },
    success: {
      title: `${claims.deliverySuccessAbout} डिलीवरी सफलता`,
      text: 'पैकिंग की ध्यान से जाँच, सुरक्षित हैंडलिंग और हर शिपमेंट की ट्रैकिंग।',
    },
    reach: {
      title: 'दुनिया भर में, देश भर में',
      text: `विदेश में ${claims.countries} देश और भारत में ${claims.pinCodes} पिन कोड।`,
    },
    support: {
      title: `${claims.support} मदद`,
      text: 'रेट, पिकअप या रास्ते में चल रहे पार्सल के बारे में कभी भी कॉल या WhatsApp कीजिए।',
    },
  },

  journey: {
    title: 'हमारा सफ़र',
    founded: {
      title: 'हैदराबाद में शुरुआत',
      text: 'देश और विदेश के डॉक्यूमेंट्स के लिए अपना पहला बुकिंग काउंटर खोला।',
    },
    airCargo: {
      title: 'एयर कार्गो डेस्क',
      text: 'स्थानीय कारोबारों के लिए कमर्शियल एयर कार्गो और एक्सपोर्ट के कागज़ात संभालना शुरू किया।',
    },
    nationwide: {
      title: 'देश भर में नेटवर्क',
      text: `भारत के ${claims.pinCodes} पिन कोड तक घर पर डिलीवरी पहुँचाई।`,
    },
    worldwide: {
      title: `${claims.countries} देश`,
      text: 'पार्टनर नेटवर्क बढ़ाकर दुनिया भर में डिलीवरी, WhatsApp पर अपडेट और चौबीसों घंटे मदद के साथ।',
    },
  },

  cta: {
    title: 'अपना अगला पार्सल हमें सौंपिए',
    text: 'कॉल कीजिए, WhatsApp कीजिए या ब्योरा भेजिए, हम आपको पूरा और साफ़ रेट बताएँगे।',
  },
};
