import { Parser } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';

/**
 * Dates and counts. The site's languages are written without Intl: creating Intl's date
 * formatter loads ICU's locale data, which took 20–30 ms of every build (longer than rendering
 * the whole site). Tests compare every day of 1990–2060 with Intl.
 */

/** Each of the site's languages as Intl writes a date there: "12 March 2026", "12 మార్చి, 2026", "12 मार्च 2026". */
const DATE_FORMS: Record<string, { months: string[]; beforeYear: string }> = {
  'en-IN': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    beforeYear: ' ',
  },
  'te-IN': {
    months: [
      'జనవరి',
      'ఫిబ్రవరి',
      'మార్చి',
      'ఏప్రిల్',
      'మే',
      'జూన్',
      'జులై',
      'ఆగస్టు',
      'సెప్టెంబర్',
      'అక్టోబర్',
      'నవంబర్',
      'డిసెంబర్',
    ],
    beforeYear: ', ',
  },
  'hi-IN': {
    months: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
    beforeYear: ' ',
  },
};

/** "2026-03-12" → "12 March 2026"; in another language as Intl writes it there ("12 మార్చి, 2026"). */
export function formatDate(isoDate: string, lang = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  if (!match || monthIndex < 0 || monthIndex > 11)
    throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD, such as 2026-03-12.`);
  const form = DATE_FORMS[lang];
  if (!form)
    return new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${isoDate}T00:00:00Z`));
  return `${Number(match[3])} ${form.months[monthIndex]}${form.beforeYear}${Number(match[1])}`;
}

/** 1234567 → "12,34,567": the last three digits, then groups of two (lakh, crore). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`${count} is not a whole number of zero or more.`);
  const digits = String(count);
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2)
    groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

/**
 * What must not break across two lines: a time or a range of times ("10:00 AM-5:00 PM"), and
 * words or figures joined by hyphens or an en dash ("2-5", "1–6", "Step-by-Step"). A joined
 * run longer than MAX_JOINED characters, or one inside a path or address ("/a-b", "a-b.in"),
 * is left free to break: held on one line it could run off a phone's screen.
 */
const UNBREAKABLE =
  /\d{1,2}:\d{2}\s?[AP]M(?:\s?[-–]\s?\d{1,2}:\d{2}\s?[AP]M)?|(?<![\p{L}\p{M}\p{N}/.@_-])[\p{L}\p{M}\p{N}]+(?:[-–][\p{L}\p{M}\p{N}]+)+(?![\p{L}\p{M}\p{N}/.@_-])/gu;
const MAX_JOINED = 24;
/** Words joined by hyphens alone ("Step-by-Step", "क्या-क्या"), with no figure in them. */
const HYPHENATED_WORDS = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+$/u;
/** The class that holds a run on one line (`white-space: nowrap` in styles/base.css). */
export const KEEP_TOGETHER_CLASS = 'nw';

/**
 * How a run is held, or undefined to leave it free: hyphenated words get U+2011, the
 * non-breaking hyphen (it looks the same, and costs no markup on pages near their byte
 * budget); figures, ranges and times keep their characters, the specification's "2-5" and
 * "9:00 AM-7:00 PM" as written, and are wrapped in a span that cannot break.
 */
/** Whether UNBREAKABLE can match: every run it holds has a hyphen, a dash or a colon (a quick test before the slow one). */
const mayHold = (text: string) =>
  text.includes('-') || text.includes('\u2013') || text.includes(':');

function holdRun(run: string): { text: string } | { span: string } | undefined {
  if (run.length > MAX_JOINED) return undefined;
  return HYPHENATED_WORDS.test(run) ? { text: run.replace(/-/g, '\u2011') } : { span: run };
}

/**
 * `text` with every range, time and hyphenated word held on one line, so "2-5 business days"
 * never ends a line with "2-" and "A Step-by-Step Guide" never ends one with "A Step-". A
 * text with nothing to hold is returned as it is.
 */
export function keepTogether(text: string): ReactNode {
  if (!mayHold(text)) return text;
  const parts: ReactNode[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const held = holdRun(match[0]);
    if (!held) continue;
    plain += text.slice(last, match.index);
    last = match.index + match[0].length;
    if ('text' in held) {
      plain += held.text;
      continue;
    }
    if (plain) parts.push(plain);
    plain = '';
    parts.push(
      createElement('span', { key: parts.length, className: KEEP_TOGETHER_CLASS }, held.span),
    );
  }
  plain += text.slice(last);
  if (parts.length === 0) return plain;
  if (plain) parts.push(plain);
  return parts;
}

/** `text` (HTML text, entities and all) with every run held as `keepTogether` holds it, spans written as markup. */
export function keepTogetherInText(text: string): string {
  if (!mayHold(text)) return text;
  return text.replace(UNBREAKABLE, (run) => {
    const held = holdRun(run);
    if (!held) return run;
    return 'text' in held ? held.text : `<span class="${KEEP_TOGETHER_CLASS}">${held.span}</span>`;
  });
}

/**
 * `html` with each run of text between tags, as an HTML parser reads it (htmlparser2, the
 * generator's own), given to `change`; tags, attribute values and comments are copied as they
 * are. Markdown's HTML passed the generator's allowlist before it gets here: a change made by
 * searching the string could reach into an attribute (`title="x> 2-5 <img …>"`) and close it.
 */
export function mapHtmlText(html: string, change: (text: string) => string): string {
  const runs: Array<[start: number, end: number]> = [];
  const parser = new Parser(
    {
      ontext() {
        const last = runs.at(-1);
        // A text can come in pieces (at a `<` that starts no tag): one run, so a range is not split.
        if (last && last[1] === parser.startIndex) last[1] = parser.endIndex + 1;
        else runs.push([parser.startIndex, parser.endIndex + 1]);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  let changed = '';
  let copied = 0;
  for (const [start, end] of runs) {
    changed += html.slice(copied, start) + change(html.slice(start, end));
    copied = end;
  }
  return changed + html.slice(copied);
}

/** The same for rendered HTML (an article's Markdown): only text between tags changes, never a tag or an attribute. */
export function keepTogetherInHtml(html: string): string {
  return mayHold(html) ? mapHtmlText(html, keepTogetherInText) : html;
}
