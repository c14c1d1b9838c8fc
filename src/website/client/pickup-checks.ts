/**
 * The pickup form's checks, pure so that the page (at build time), its script (in
 * the browser) and the tests share them: the mobile number's and pincode's shapes, the days and
 * time slots a pickup can be booked for. Dates are "YYYY-MM-DD" days of the calendar, worked
 * out in UTC so that no time zone moves them. Strings are joined with + for size (see
 * chargeable-weight.ts).
 */

/** An Indian mobile number: 10 digits starting 6 to 9, optionally after +91, 91 or 0, with spaces or dashes anywhere. */
export function isIndianMobile(value: string): boolean {
  return /^(\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

/** An Indian PIN code: six digits, the first not 0 (a space after the third is allowed, as some people write it). */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{2} ?\d{3}$/.test(value.trim());
}

/** The day `days` after the day `iso`. */
export function addDays(iso: string, days: number): string {
  const date = new Date(iso + 'T00:00:00Z');
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day of the week of `iso`: 0 for Sunday to 6 for Saturday. */
export function weekday(iso: string): number {
  return new Date(iso + 'T00:00:00Z').getUTCDay();
}

/** Today as the visitor's calendar shows it. */
export function localDay(now: Date): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 10);
}

export type DateProblem = '' | 'missing' | 'past' | 'late' | 'closed';

/**
 * What is wrong with `iso` (a date field's value: a valid "YYYY-MM-DD" or empty) as a pickup
 * day, if anything: none given, before `today`, more than `windowDays` after it, or a day of the
 * week not in `openDays` (the office is closed).
 */
export function dateProblem(
  iso: string,
  today: string,
  openDays: number[],
  windowDays: number,
): DateProblem {
  if (!iso) return 'missing';
  if (iso < today) return 'past';
  if (iso > addDays(today, windowDays)) return 'late';
  return openDays.indexOf(weekday(iso)) < 0 ? 'closed' : '';
}

/** Every day a pickup can be booked for: today to `windowDays` ahead, leaving out the days the office is closed. */
export function bookingDays(today: string, openDays: number[], windowDays: number): string[] {
  const days: string[] = [];
  for (let i = 0; i <= windowDays; i++) {
    const day = addDays(today, i);
    if (openDays.indexOf(weekday(day)) >= 0) days.push(day);
  }
  return days;
}

const minutes = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3, 5);
const clock = (total: number) =>
  (total < 600 ? '0' : '') +
  Math.floor(total / 60) +
  ':' +
  (total % 60 < 10 ? '0' : '') +
  (total % 60);

/** The office's day cut into slots of `hours` from opening to closing ("09:00-11:00"); the last one ends at closing time. */
export function slotsFor(opens: string, closes: string, hours: number): string[] {
  const slots: string[] = [];
  for (let start = minutes(opens); start < minutes(closes); start += hours * 60) {
    slots.push(clock(start) + '-' + clock(Math.min(start + hours * 60, minutes(closes))));
  }
  return slots;
}

/** "13:30" as people in India say it: "1:30 PM". */
export function formatTime(time: string): string {
  const total = minutes(time);
  const hour = Math.floor(total / 60);
  return ((hour + 11) % 12) + 1 + ':' + time.slice(3, 5) + (hour < 12 ? ' AM' : ' PM');
}

/** A slot "09:00-11:00" as a label: "9:00 AM-11:00 AM". */
export function slotLabel(slot: string): string {
  return formatTime(slot.slice(0, 5)) + '-' + formatTime(slot.slice(6));
}
