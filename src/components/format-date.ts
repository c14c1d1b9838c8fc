const formatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Intl formatting is slow and a site has few distinct dates, each shown on many pages. */
const formatted = new Map<string, string>();

/** "2026-03-12" → "12 March 2026". */
export function formatDate(isoDate: string): string {
  let text = formatted.get(isoDate);
  if (text === undefined) {
    text = formatter.format(new Date(`${isoDate}T00:00:00Z`));
    formatted.set(isoDate, text);
  }
  return text;
}
