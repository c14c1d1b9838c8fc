/**
 * తెలుగు: everything the site says in Telugu, with exactly the keys and list lengths of the
 * English model (content/locales/en). Written for families in Hyderabad: plain, everyday
 * Telugu, with the English words people really use for courier work (కొరియర్, పార్శిల్,
 * పికప్, ట్రాకింగ్, కస్టమ్స్, వాట్సాప్, కొటేషన్). Figures come from content/claims.ts and
 * content/company.ts by interpolation, as in English.
 */
import type { Messages } from '../en';
import { about } from './about';
import { calculator } from './calculator';
import { contact } from './contact';
import { destinations } from './destinations';
import { home } from './home';
import { landing } from './landing';
import { matrix } from './matrix';
import { notFound } from './not-found';
import { pickup } from './pickup';
import { track } from './track';
import { ui } from './ui';
import { rules } from './rules';
import { whatCanISend } from './what-can-i-send';

export const te: Messages = {
  ui,
  home,
  about,
  landing,
  contact,
  whatCanISend,
  rules,
  matrix,
  calculator,
  notFound,
  destinations,
  track,
  pickup,
};
