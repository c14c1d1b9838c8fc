/** The tracking page (/hi/track-shipment), in Hindi (keys as in ../en/track.ts). Figures come from content/carriers.ts. */
import { carrierFigures } from '../../carriers';
import { claims } from '../../claims';
import { company } from '../../company';
import type { Messages } from '../en';

export const track: Messages['track'] = {
  meta: {
    title: 'अपना पार्सल ट्रैक करें',
    description: (carriers: string) =>
      `अपना एयर वेबिल नंबर WhatsApp पर भेजें, हम आपके पार्सल का ताज़ा स्टेटस बताएँगे। या ${carriers} के ट्रैकिंग पेज पर ख़ुद देखें।`,
  },
  hero: {
    eyebrow: 'ट्रैकिंग',
    title: 'अपना पार्सल ट्रैक करें',
    lead: `अपना एयर वेबिल नंबर भेजें, हमारी टीम आपके पार्सल का ताज़ा स्टेटस बताएगी। हम ${claims.support} आपके लिए मौजूद हैं।`,
  },
  ask: {
    title: 'अपने पार्सल के बारे में हमसे पूछें',
    text: 'अपनी रसीद पर लिखा नंबर टाइप करें, हम वह नंबर भरकर WhatsApp चैट खोल देंगे। बात करना चाहें तो कॉल करें और नंबर पास रखें।',
  },
  form: {
    label: 'एयर वेबिल (AWB) नंबर',
    hint: `यह आपकी बुकिंग रसीद पर बारकोड के नीचे छपा होता है, जैसे ${carrierFigures.exampleAwb}।`,
    invalid: `अपना एयर वेबिल नंबर डालें: ${carrierFigures.awbMin} से ${carrierFigures.awbMax} अक्षर और अंक, बिना स्पेस या डैश के।`,
    submit: 'WhatsApp पर पूछें',
    direct: '{number} को {carrier} पर ट्रैक करें',
    whatsappIntro: 'नमस्ते! कृपया मेरे पार्सल का ताज़ा स्टेटस बताइए।',
  },
  carriers: {
    title: 'कूरियर कंपनी की वेबसाइट पर ट्रैक करें',
    text: 'आपका पार्सल हैदराबाद से निकलते ही हम उसे इनमें से किसी एक इंटरनेशनल पार्टनर को सौंपते हैं, और उनका ट्रैकिंग नंबर आपको भेजते हैं। आप उसे उस कंपनी के अपने पेज पर देख सकते हैं:',
    notes: {
      dhl: `वेबिल नंबर ${carrierFigures.dhlDigits} अंकों के होते हैं।`,
      fedex: `ट्रैकिंग नंबर ${carrierFigures.fedexDigits} अंकों के, कभी-कभी इससे ज़्यादा।`,
      ups: `ट्रैकिंग नंबर आमतौर पर ${carrierFigures.upsPrefix} से शुरू होते हैं।`,
      aramex: 'यूएई और खाड़ी देशों के लिए अक्सर इसी से भेजते हैं।',
      indiaPost: `${carrierFigures.indiaPostExample} जैसे आर्टिकल नंबर; होम पेज से ट्रैक करें।`,
    },
    disclaimer: `ये लिंक कूरियर कंपनियों की अपनी वेबसाइट खोलते हैं; उनकी सामग्री के लिए ${company.shortName} ज़िम्मेदार नहीं है।`,
  },
};
