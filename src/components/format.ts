/**
 * Dates and counts. English (en-IN) is written without Intl: creating Intl's date formatter
 * loads ICU's locale data, which took 20–30 ms of every build (longer than rendering the whole
 * site) and again in each build worker, so only pages in other languages pay for it. Tests
 * compare the English path with Intl.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03-12" → "12 March 2026"; with a `lang` other than English, as Intl writes it there ("12 మార్చి 2026"). */
export function formatDate(isoDate: string, lang = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD, such as 2026-03-12.`);
  if (!lang.startsWith('en')) {
    return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  }
  return `${Number(match[3])} ${month} ${Number(match[1])}`;
}

/** 1234567 → "12,34,567": the last three digits, then groups of two (lakh, crore). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`${count} is not a whole number of zero or more.`);
  const digits = String(count);
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}
