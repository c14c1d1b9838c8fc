/** The 404 page, in Telugu (keys as in ../en/not-found.ts). */
import type { Messages } from '../en';

export const notFound: Messages['notFound'] = {
  meta: {
    title: 'పేజీ దొరకలేదు',
    description: 'మీరు వెతుకుతున్న పేజీ లేదు. మా కొరియర్ సేవల కోసం హోమ్ పేజీకి వెళ్లండి.',
  },
  title: '404 - పేజీ దొరకలేదు',
  text: 'అయ్యో! మీరు వెతుకుతున్న పేజీ ఇక్కడ లేదు.',
  home: 'హోమ్ పేజీకి వెళ్లండి',
  tasksTitle: 'లేదా మీకు కావాల్సిన దానికి నేరుగా వెళ్లండి',
};
