/**
 * The home page (/hi/), in Hindi. Figures come from content/claims.ts, never retyped; the
 * express time is written with its figure from claims and the Hindi for "business days".
 */
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

const expressDays = `${claims.expressDeliveryDays}\u00a0कामकाजी दिनों`;

export const home: Messages['home'] = {
  meta: {
    title: `हैदराबाद में कूरियर और एयर कार्गो सर्विस | ${company.shortName}`,
    description: `हैदराबाद से ${claims.countries} देशों के लिए कूरियर और एयर कार्गो। ${expressDays} में एक्सप्रेस डिलीवरी, घर से पिकअप और ${claims.support} मदद।`,
  },

  hero: {
    eyebrow: `${claims.founded} से हैदराबाद का भरोसा`,
    title: 'हैदराबाद से भरोसेमंद इंटरनेशनल कूरियर और एयर कार्गो',
    lead: `${claims.countries} देशों में डॉक्यूमेंट्स और पार्सल भेजिए, ${expressDays} में एक्सप्रेस डिलीवरी के साथ। हम आपके घर से पिकअप करते हैं, कागज़ात का सारा काम संभालते हैं, और पार्सल पहुँचने तक आपको ख़बर देते रहते हैं।`,
    imageAlt: 'पार्सलों और डिलीवरी वैन के ऊपर से उड़ान भरता कार्गो हवाई जहाज़',
    points: {
      countries: `${claims.countries} देश`,
      support: `फ़ोन और WhatsApp पर ${claims.support} मदद`,
      rating: (count: string) => `${count} ग्राहकों ने दी ${claims.rating.value}/5 रेटिंग`,
    },
  },

  services: {
    eyebrow: 'हम क्या करते हैं',
    title: 'हर तरह के पार्सल के लिए कूरियर सर्विस',
    lead: 'एक छोटे-से डॉक्यूमेंट से लेकर एक्सपोर्ट माल की पूरी पैलेट तक, हम सही रास्ता चुनते हैं और पूरे ध्यान से भेजते हैं।',
    cards: {
      internationalCourier: {
        description: `हैदराबाद से ${claims.countries} देशों तक डॉक्यूमेंट्स और पार्सल की डोर-टू-डोर डिलीवरी, और कस्टम्स के कागज़ात का काम हमारे ज़िम्मे।`,
        features: [
          `${claims.countries} देशों में डिलीवरी`,
          `${expressDays} में एक्सप्रेस डिलीवरी`,
          'कस्टम्स के डॉक्यूमेंट्स में मदद',
          'पिकअप से डिलीवरी तक ट्रैकिंग',
        ],
        link: 'इंटरनेशनल कूरियर के बारे में जानें',
      },
      airCargo: {
        description:
          'कमर्शियल और बल्क माल के लिए तेज़ और सुरक्षित एयर फ़्रेट, हैदराबाद से जाने वाली रेगुलर फ़्लाइट्स पर बुक।',
        features: [
          'कमर्शियल और बल्क माल',
          'एयरपोर्ट से एयरपोर्ट, या दरवाज़े तक डिलीवरी',
          'एक्सपोर्ट के डॉक्यूमेंट्स और नियमों का पूरा पालन',
          'कई माल एक साथ भेजकर कम ख़र्च',
        ],
        link: 'एयर कार्गो का रेट पूछें',
      },
      domesticCourier: {
        description: `पूरे भारत में डॉक्यूमेंट्स और पार्सल का भरोसेमंद पिकअप और डिलीवरी, ${claims.pinCodes} पिन कोड तक।`,
        features: [
          `${claims.pinCodes} पिन कोड तक पहुँच`,
          'हैदराबाद में घर से पिकअप',
          'डॉक्यूमेंट्स, पार्सल और ई-कॉमर्स ऑर्डर',
          'हर शिपमेंट की डिलीवरी का प्रूफ़',
        ],
        link: 'डोमेस्टिक कूरियर बुक करें',
      },
    },
  },

  help: {
    eyebrow: 'बुक करने से पहले',
    title: 'पार्सल भेजने में मदद',
    lead: 'हमारे ग्राहक जो सवाल सबसे ज़्यादा पूछते हैं, उनके झटपट जवाब।',
    cards: {
      calculator: {
        title: 'वॉल्यूमेट्रिक वज़न कैलकुलेटर',
        text: 'आपके डिब्बे का चार्ज वज़न से लगेगा या साइज़ से? एक मिनट में पता कीजिए।',
      },
      whatCanISend: {
        title: 'क्या-क्या भेज सकते हैं?',
        text: 'अचार, दवाइयाँ, बैटरी, परफ़्यूम: क्या विदेश जा सकता है और क्या नहीं।',
      },
      track: {
        title: 'अपना पार्सल ट्रैक करें',
        text: 'अपना एयर वे बिल (AWB) नंबर हमें WhatsApp पर भेजिए, या कूरियर कंपनी के ट्रैकिंग पेज पर देखिए।',
      },
    },
  },

  stats: {
    label: 'हमारे आँकड़े',
    countries: 'देश',
    happyCustomers: 'ख़ुश ग्राहक',
    packagesMonthly: 'पार्सल हर महीने',
    pinCodes: 'पिन कोड',
    support: 'मदद',
  },

  cta: {
    title: 'पार्सल भेजने के लिए तैयार हैं?',
    text: `झटपट रेट और हैदराबाद में कहीं से भी घर से पिकअप के लिए हमारी टीम से बात कीजिए। हम ${claims.support} आपके लिए हैं।`,
  },
};
