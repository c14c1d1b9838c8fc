/**
 * The contact page (/hi/contact), in Hindi. The form's labels are also the line labels of the
 * email and WhatsApp message the form writes ("पूरा नाम: रवि"), so they read well there too.
 */
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

export const contact: Messages['contact'] = {
  meta: {
    title: 'संपर्क करें और रेट पूछें',
    description: (hours: string) =>
      `कूरियर के रेट या पिकअप के लिए हैदराबाद में ${company.shortName} को कॉल, WhatsApp या ईमेल कीजिए। ऑफ़िस का समय: ${hours}।`,
  },

  hero: {
    eyebrow: 'संपर्क',
    title: 'हमसे बात कीजिए',
    lead: `रेट पूछिए, पिकअप बुक कीजिए या अपने पार्सल की ख़बर लीजिए। कॉल और WhatsApp पर हम ${claims.support} आपके लिए हैं।`,
  },

  cards: {
    call: { title: 'हमें कॉल करें', action: 'अभी\u00a0कॉल\u00a0करें' },
    whatsapp: { title: 'WhatsApp', body: 'हमारी टीम से चैट कीजिए', action: 'चैट शुरू करें' },
    email: { title: 'ईमेल', action: 'हमें लिखिए' },
    office: { title: 'हेड ऑफ़िस', action: 'रास्ता देखें' },
    hours: {
      title: 'ऑफ़िस का समय',
      note: `इसी समय ऑफ़िस खुला रहता है और पार्सल का पिकअप होता है। फ़ोन और WhatsApp पर हम ${claims.support} मिलते हैं।`,
    },
  },

  formIntro: {
    title: 'हमें मैसेज भेजिए',
    text: 'बताइए कि क्या भेज रहे हैं और कहाँ। हम रेट और आगे का तरीक़ा बताकर जवाब देंगे।',
  },

  form: {
    name: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    email: 'ईमेल',
    service: 'सर्विस',
    optional: '(ज़रूरी नहीं)',
    message: 'मैसेज',
    selectService: 'सर्विस चुनें',
    otherService: 'कुछ और',
    messagePlaceholder: 'क्या भेज रहे हैं, कहाँ से कहाँ, और वज़न लगभग कितना है?',
    submit: 'मैसेज भेजें',
    whatsapp: 'WhatsApp पर भेजें',
    whatsappIntro: 'नमस्ते! मुझे कूरियर का रेट जानना है।',
    emailSubject: 'वेबसाइट से कूरियर के बारे में पूछताछ',
    emailSent: (email: string) =>
      `शुक्रिया! अब आपका ईमेल ऐप खुल जाना चाहिए, जिसमें ${email} के लिए आपका मैसेज तैयार होगा।`,
    noteEndpoint: '“मैसेज भेजें”: हम एक कामकाजी दिन के अंदर जवाब देते हैं।',
    noteEmail: '“मैसेज भेजें” दबाने पर आपका ईमेल ऐप खुलेगा, जिसमें हमें भेजने के लिए आपका मैसेज तैयार होगा।',
    noteWhatsapp:
      '“WhatsApp पर भेजें” दबाने पर हमारे साथ चैट खुलेगी, जिसमें आपकी जानकारी पहले से लिखी होगी। हमारी ',
    notePrivacyLink: 'प्राइवेसी पॉलिसी',
    noteEnd: ' (अंग्रेज़ी में) देखें।',
    charsLeft: 'लगभग {n} अक्षर और लिख सकते हैं',
    tooLong: 'आपका मैसेज ईमेल या WhatsApp लिंक के लिए बहुत लंबा है: लगभग {n} अक्षर कम करें।',
  },

  map: {
    title: 'हमारे हेड ऑफ़िस आइए',
    open: 'Google Maps में खोलें',
  },
};
