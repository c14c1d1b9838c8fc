/** The 404 page under /hi/, in Hindi. */
import type { Messages } from '../en';

export const notFound: Messages['notFound'] = {
  meta: {
    title: 'पेज नहीं मिला',
    description: 'आप जो पेज ढूँढ रहे हैं, वो मौजूद नहीं है। हमारी कूरियर सर्विसेज़ देखने के लिए होम पेज पर जाइए।',
  },
  title: '404 - पेज नहीं मिला',
  text: 'अरे! आप जो पेज ढूँढ रहे हैं, वो यहाँ नहीं है।',
  home: 'होम पेज पर जाएँ',
  tasksTitle: 'या सीधे वहाँ जाएँ जिसके लिए आप आए थे',
};
