/**
 * Everything the site says in English: the interface and the copy of the translated pages.
 * English is the model: every other locale (content/locales/<code>/index.ts) has exactly these
 * keys and list lengths (the build compares them and names any key that is missing or extra),
 * typed `Messages`. A value is a string, a list, or a function of the figures it shows.
 *
 * For translators: figures come from content/claims.ts and content/company.ts, written as
 * `${claims.countries}` inside the text; keep them so, never type the number. Two claims carry
 * English words: `claims.expressDelivery` is "2-5 business days" and `claims.claimWindow` "30
 * days"; in another language write `${claims.expressDeliveryDays}` / `${claims.claimWindowDays}`
 * (the figures alone) with your own words around them. Strings the browser script fills in use
 * {braces} (calculator.script): keep those words in braces as they are.
 */
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

export const en = {
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

export type Messages = typeof en;
