/**
 * Dates and counts. The site's languages are written without Intl: creating Intl's date
 * formatter loads ICU's locale data, which took 20–30 ms of every build (longer than rendering
 * the whole site). Tests compare every day of 1990–2060 with Intl.
 */

/** Each of the site's languages as Intl writes a date there: "12 March 2026", "12 మార్చి, 2026", "12 मार्च 2026". */
const DATE_FORMS: Record<string, { months: string[]; beforeYear: string }> = {
  'en-IN': { months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'], beforeYear: ' ' },
  'te-IN': { months: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జులై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'], beforeYear: ', ' },
  'hi-IN': { months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'], beforeYear: ' ' },
};

/** "2026-03-12" → "12 March 2026"; in another language as Intl writes it there ("12 మార్చి, 2026"). */
export function formatDate(isoDate: string, lang = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  if (!match || monthIndex < 0 || monthIndex > 11) throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD, such as 2026-03-12.`);
  const form = DATE_FORMS[lang];
  if (!form) return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  return `${Number(match[3])} ${form.months[monthIndex]}${form.beforeYear}${Number(match[1])}`;
}

/** 1234567 → "12,34,567": the last three digits, then groups of two (lakh, crore). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`${count} is not a whole number of zero or more.`);
  const digits = String(count);
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}
