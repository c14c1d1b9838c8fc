/**
 * The pickup form's pure parts (src/website/client/pickup-checks.ts, content/pickup.ts and the rules
 * adapter content/pickup-rules.ts): what the page and its script decide, without a browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { itemRule } from '../../content/pickup-rules';
import {
  BOOKING_WINDOW_DAYS,
  openDays,
  pickupDestinations,
  pickupItems,
  servedPincodes,
} from '../../content/pickup';
import {
  addDays,
  bookingDays,
  dateProblem,
  formatTime,
  isIndianMobile,
  isPincode,
  localDay,
  slotLabel,
  slotsFor,
  weekday,
} from '../../src/website/client/pickup-checks';
import { PHONE_PATTERN } from '../../src/website/components/PickupForm';
import { repoRoot } from '../helpers';

describe('the mobile number', () => {
  it.each([
    '9848012345',
    '98480 12345',
    '+91 98480 12345',
    '+919848012345',
    '09848012345',
    '91 6301 234 567',
    '7013-456-789',
  ])('accepts %s', (number) => {
    expect(isIndianMobile(number)).toBe(true);
  });
  it.each([
    '',
    '12345',
    '5848012345',
    '040 2345 6789',
    '984801234',
    '98480123456',
    '+1 98480 12345',
    '98480 1234x',
  ])('refuses %s', (number) => {
    expect(isIndianMobile(number)).toBe(false);
  });
});

describe('the mobile number without JavaScript', () => {
  // What the browser compiles a `pattern` into: anchored, with the `v` flag.
  const browserCheck = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
  it.each([
    '9848012345',
    '98480 12345',
    '+91 98480 12345',
    '09848012345',
    '91 6301 234 567',
    '7013-456-789',
    ' 98480-12345 ',
    '',
    '12345',
    '5848012345',
    '040 2345 6789',
    '98480123456',
    '+1 98480 12345',
    '+09848012345',
    '98480 1234x',
  ])('the form’s pattern decides %j as the script does', (number) => {
    expect(browserCheck.test(number)).toBe(isIndianMobile(number));
  });
});

describe('the pincode', () => {
  it.each(['500034', ' 500034 ', '500 034'])('accepts %s', (pincode) =>
    expect(isPincode(pincode)).toBe(true),
  );
  it.each(['', '50003', '5000345', '050034', '5000 34', 'abcdef'])('refuses %s', (pincode) =>
    expect(isPincode(pincode)).toBe(false),
  );
  it('lists the stand-in pincodes we serve, all well-formed Hyderabad pincodes, marked as placeholders in the file and the README', () => {
    expect(servedPincodes.length).toBeGreaterThan(10);
    for (const pincode of servedPincodes) expect(pincode).toMatch(/^50\d{4}$/);
    expect(readFileSync(path.join(repoRoot, 'content/pickup.ts'), 'utf8')).toMatch(
      /PLACEHOLDER: the pincodes we collect from/,
    );
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toMatch(
      /\| Pincodes we collect from[^\n]*`content\/pickup\.ts`/,
    );
  });
});

describe('the pickup day', () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  it('takes today up to 30 days ahead, and refuses a past day, a later one, none, or a day the office is closed', () => {
    const today = '2026-11-25';
    expect(dateProblem(today, today, everyDay, 30)).toBe('');
    expect(dateProblem('2026-12-25', today, everyDay, 30)).toBe('');
    expect(dateProblem('2026-12-26', today, everyDay, 30)).toBe('late');
    expect(dateProblem('2026-11-24', today, everyDay, 30)).toBe('past');
    expect(dateProblem('', today, everyDay, 30)).toBe('missing');
    expect(weekday('2026-11-29')).toBe(0);
    expect(dateProblem('2026-11-29', today, [1, 2, 3, 4, 5, 6], 30)).toBe('closed');
  });
  it('counts days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('offers only the days the office opens, from the office hours of content/company.ts', () => {
    expect(openDays).toEqual(everyDay);
    const withoutSunday = bookingDays('2026-11-25', [1, 2, 3, 4, 5, 6], BOOKING_WINDOW_DAYS);
    expect(withoutSunday[0]).toBe('2026-11-25');
    expect(withoutSunday.at(-1)).toBe('2026-12-25');
    expect(withoutSunday.map(weekday)).not.toContain(0);
    expect(bookingDays('2026-11-25', openDays, BOOKING_WINDOW_DAYS)).toHaveLength(31);
  });
  it('reads today from the visitor’s calendar, not UTC’s', () => {
    // 20:00 UTC on 24 November is already 25 November in Hyderabad (UTC+5:30).
    const lateEvening = new Date('2026-11-24T20:00:00Z');
    const hyderabad = Object.assign(Object.create(lateEvening), {
      getTimezoneOffset: () => -330,
      getTime: () => lateEvening.getTime(),
    });
    expect(localDay(hyderabad)).toBe('2026-11-25');
  });
});

describe('the time slots', () => {
  it('cuts each day of the office hours into two-hour slots, the last ending at closing time', () => {
    const [weekdays, sunday] = company.hours;
    expect(slotsFor(weekdays!.opens, weekdays!.closes, 2)).toEqual([
      '09:00-11:00',
      '11:00-13:00',
      '13:00-15:00',
      '15:00-17:00',
      '17:00-19:00',
    ]);
    expect(slotsFor(sunday!.opens, sunday!.closes, 2)).toEqual([
      '10:00-12:00',
      '12:00-14:00',
      '14:00-16:00',
      '16:00-17:00',
    ]);
  });
  it('writes times as people here say them', () => {
    expect(['00:30', '09:00', '12:00', '13:05', '19:00'].map(formatTime)).toEqual([
      '12:30 AM',
      '9:00 AM',
      '12:00 PM',
      '1:05 PM',
      '7:00 PM',
    ]);
    expect(slotLabel('17:00-19:00')).toBe('5:00 PM-7:00 PM');
  });
});

describe('the rules beside what is inside (one adapter)', () => {
  it('gives every restricted item group of /what-can-i-send a rule for every destination, and none to clothes and documents', () => {
    for (const destination of pickupDestinations) {
      for (const item of [
        'food',
        'medicines',
        'batteries',
        'liquids',
        'valuables',
        'licence',
      ] as const)
        expect(itemRule(item, destination), `${item} to ${destination}`).toBe('askFirst');
      expect([
        itemRule('clothes', destination),
        itemRule('documents', destination),
        itemRule('other', destination),
      ]).toEqual(['canSend', 'canSend', undefined]);
    }
    expect(pickupItems).toContain('licence');
  });
});
