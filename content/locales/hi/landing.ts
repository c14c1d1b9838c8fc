/**
 * The landing page for international courier from Hyderabad, in Hindi. Figures come from
 * content/claims.ts; the express time and the claim window carry their figure from claims
 * and the Hindi words around it.
 */
import { claims } from '../../claims';
import { kycPhrase } from '../../rules';
import { rules } from './rules';
import { ui } from './ui';
import { whatCanISend } from './what-can-i-send';
import { company } from '../../company';
import type { Messages } from '../en';

const expressDays = `${claims.expressDeliveryDays}\u00a0कामकाजी दिनों`;

export const landing: Messages['landing'] = {
  meta: {
    title: 'हैदराबाद से इंटरनेशनल कूरियर सर्विस',
    description: `हैदराबाद से ${claims.countries} देशों में पार्सल और डॉक्यूमेंट्स भेजिए: ${expressDays} में एक्सप्रेस डिलीवरी, ${claims.deliverySuccessLanding} सफल डिलीवरी, घर से पिकअप।`,
  },

  hero: {
    eyebrow: 'हैदराबाद से इंटरनेशनल कूरियर',
    title: 'हैदराबाद से भरोसेमंद इंटरनेशनल कूरियर सर्विस',
    lead: `पार्सल, डॉक्यूमेंट्स और तोहफ़े ${claims.countries} देशों में: हैदराबाद में आपके घर से पिकअप, और एक्सप्रेस से ${expressDays} में डिलीवरी। बस एक कॉल या एक WhatsApp मैसेज काफ़ी है।`,
    imageAlt: 'दुनिया का चक्कर लगाता एक पार्सल',
  },

  stats: {
    label: `${company.shortName} का इंटरनेशनल कूरियर, आँकड़ों में`,
    deliverySuccess: 'सफल डिलीवरी',
    countries: 'देश',
    expressDelivery: 'एक्सप्रेस डिलीवरी',
    expressDeliveryFigure: `${claims.expressDeliveryDays} कामकाजी दिन`,
    support: 'मदद',
  },

  why: {
    title: 'हैदराबाद के लोग विदेश पार्सल हमसे क्यों भेजते हैं',
    reasons: {
      pickup: {
        title: 'घर से पिकअप',
        text: 'हैदराबाद और सिकंदराबाद में कहीं भी, आपके घर या ऑफ़िस से हम पार्सल ले जाते हैं।',
      },
      customs: {
        title: 'कस्टम्स का काम आसान',
        text: 'इनवॉइस और डिक्लेरेशन हम आपके साथ मिलकर तैयार करते हैं, और पार्सल निकलने से पहले आपका KYC चेक करते हैं।',
      },
      express: {
        title: `${expressDays} में एक्सप्रेस`,
        text: 'दुनिया भर के बड़े शहरों के लिए प्रायोरिटी एयर सर्विस, और जब जल्दी न हो तो इकॉनमी ऑप्शन भी।',
      },
      success: {
        title: `${claims.deliverySuccessLanding} सफल डिलीवरी`,
        text: 'मज़बूत पैकिंग, हर हैंडओवर की ट्रैकिंग, और एक टीम जो पार्सल पहुँचने तक लगातार फ़ॉलो-अप करती है।',
      },
    },
  },

  destinations: {
    title: 'सबसे ज़्यादा भेजे जाने वाले देश',
    leadBefore: `हम ${claims.countries} देशों में डिलीवरी करते हैं। हमारे ग्राहक सबसे ज़्यादा इन्हीं देशों में भेजते हैं; पहले पाँच देशों का अपना पेज है, जिसमें वहाँ के नियम, डॉक्यूमेंट्स और पैकिंग की सलाह है। किसी चीज़ के बारे में पक्का नहीं पता? देखिए `,
    leadLink: 'क्या-क्या भेज सकते हैं',
    leadAfter: '।',
    countries: {
      usa: 'अमेरिका',
      uk: 'यूके',
      canada: 'कनाडा',
      australia: 'ऑस्ट्रेलिया',
      uae: 'यूएई',
      singapore: 'सिंगापुर',
      germany: 'जर्मनी',
      newZealand: 'न्यूज़ीलैंड',
      saudiArabia: 'सऊदी अरब',
      qatar: 'क़तर',
      ireland: 'आयरलैंड',
      malaysia: 'मलेशिया',
    },
  },

  steps: {
    title: 'यह कैसे काम करता है',
    items: [
      {
        title: 'बताइए क्या भेजना है',
        text: 'कॉल कीजिए, WhatsApp कीजिए या फ़ॉर्म भरिए: कहाँ भेजना है, वज़न कितना है और अंदर क्या है।',
      },
      {
        title: 'साफ़-साफ़ रेट पाइए',
        text: 'रेट असली वज़न या वॉल्यूमेट्रिक वज़न पर बनता है, कोई छुपा चार्ज नहीं।',
      },
      {
        title: 'हम पिकअप और पैकिंग करते हैं',
        text: 'हमारा एग्ज़ीक्यूटिव आकर पार्सल ले जाता है, पैकिंग और आपके डॉक्यूमेंट्स भी चेक करता है।',
      },
      {
        title: 'दरवाज़े तक ट्रैक कीजिए',
        text: 'हम जो ट्रैकिंग नंबर भेजते हैं, उससे डिलीवरी तक पार्सल को कूरियर कंपनी के अपने पेज पर देखिए, या WhatsApp पर हमसे पूछिए।',
      },
    ],
    calculatorLink: 'अपने पार्सल का चार्ज होने वाला वज़न निकालिए',
  },

  faq: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    items: [
      {
        question: 'हैदराबाद से इंटरनेशनल कूरियर पहुँचने में कितने दिन लगते हैं?',
        answer: `एक्सप्रेस शिपमेंट आमतौर पर ${expressDays} में बड़े शहरों तक पहुँच जाते हैं। इकॉनमी सर्विस में ज़्यादा समय लगता है पर ख़र्च कम होता है; रेट बताते समय हम आपको दोनों ऑप्शन बता देंगे।`,
      },
      {
        question: 'कौन-से डॉक्यूमेंट्स चाहिए?',
        answer: `KYC के लिए आपके किसी एक ID प्रूफ़ की कॉपी (${kycPhrase(rules)}), और एक इनवॉइस जिसमें अंदर का सामान और उसकी क़ीमत लिखी हो। बिज़नेस के लिए उनका IEC, और GSTIN (GST रजिस्ट्रेशन न हो तो PAN) भी चाहिए। सब कुछ भरने में हम आपकी मदद करते हैं।`,
      },
      {
        question: 'क्या खाने का सामान और दवाइयाँ विदेश भेज सकते हैं?',
        answer: `यह चीज़ और देश पर निर्भर है, और दवाइयों की हर देश के लिए पहले जाँच ज़रूरी है। हमारी गाइड “${whatCanISend.hero.title}” (लिंक नीचे ‘${ui.footer.shippingHelp}’ में है) हर चीज़ के बारे में बताती है: क्या आमतौर पर जाता है, किसकी हम पहले जाँच करते हैं और क्या कभी नहीं जाता। पैक करने से पहले हमसे पूछ लीजिए।`,
      },
      {
        question: 'अगर मेरा पार्सल टूट-फूट जाए या खो जाए तो?',
        answer: `डिलीवरी के ${claims.claimWindowDays}\u00a0दिन के अंदर फ़ोटो और पैकिंग के साथ हमें बताइए, हम तुरंत कूरियर कंपनी के पास क्लेम दर्ज करेंगे।`,
      },
    ],
  },

  cta: {
    title: 'आज ही अपना पार्सल विदेश भेजिए',
    text: `रेट और पिकअप का समय जानने के लिए अभी कॉल या WhatsApp कीजिए। हम ${claims.support} मदद के लिए मौजूद हैं।`,
  },
};
