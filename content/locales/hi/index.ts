/**
 * Everything the site says in Hindi: the same keys and list lengths as English
 * (content/locales/en), in everyday Hindi as it is spoken in Hyderabad.
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

export const hi: Messages = {
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
