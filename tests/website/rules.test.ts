/**
 * The item rules as one source of truth (issue 29): the data in content/rules.ts, the words of
 * each language keyed by id, the pages that render them, and the articles and terms that must
 * not say otherwise.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../content/destinations';
import { messagesByLocale } from '../../content/locales';
import {
  figures,
  groupRules,
  itemGroups,
  kycDocuments,
  kycPhrase,
  ruleFor,
  rulesReviewed,
  sources,
} from '../../content/rules';
import { repoRoot } from '../helpers';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../shared-build';

const LOCALES = Object.keys(messagesByLocale) as Array<keyof typeof messagesByLocale>;
const en = messagesByLocale.en;
const norm = (value: string) =>
  value
    .replace(/\u2011/g, '-')
    .replace(/[\u00a0\u200c\u200d]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (element: HTMLElement | null | undefined) => norm(element?.structuredText ?? '');
/** The numbers a text states, sorted: "US$200 ... 3 months" → ["200", "3"]. Digits of any script count, so a figure typed in Telugu or Devanagari digits differs. */
const numbersIn = (text: string) => (text.match(/[\p{Nd}]+(?:[.,][\p{Nd}]+)*/gu) ?? []).sort();
const itemIds = itemGroups.flatMap((group) => group.items.map((item) => item.id));
const reasonIds = [
  ...new Set(
    Object.values(groupRules).flatMap((byDestination) =>
      Object.values(byDestination).map((rule) => rule.reason),
    ),
  ),
] as Array<keyof typeof en.rules.reasons>;

let outDir: string;
const pages = new Map<string, HTMLElement>();
const page = (route: string) =>
  pages.get(route) ??
  (() => {
    throw new Error(`the build produced no page for ${route}`);
  })();
const inLocale = (code: string, route: string) => (code === 'en' ? route : `/${code}${route}`);

beforeAll(async () => {
  const result = await realSiteBuild();
  outDir = result.outDir;
  for (const report of result.pages) {
    pages.set(report.route, parse(await readFile(path.join(outDir, report.path), 'utf8')));
  }
}, SHARED_BUILD_TIMEOUT_MS);

describe('the rules data', () => {
  it('keeps the six item group ids the pickup form and links use, each with items of every status it shows', () => {
    expect(itemGroups.map((group) => group.id)).toEqual([
      'food',
      'medicines',
      'batteries',
      'liquids',
      'valuables',
      'licence',
    ]);
    expect(new Set(itemIds).size).toBe(itemIds.length);
    for (const group of itemGroups)
      expect(
        group.items.some((item) => item.status === 'no'),
        group.id,
      ).toBe(true);
  });

  it('gives a rule for every item group to every destination, and ruleFor returns it with its reason’s key', () => {
    for (const group of itemGroups) {
      for (const destination of destinations) {
        const rule = ruleFor(group.id, destination.slug);
        expect(['fine', 'ask', 'no'], `${group.id} → ${destination.slug}`).toContain(rule.status);
        expect(en.rules.reasons[rule.reasonKey], `${group.id} → ${destination.slug}`).toBeTruthy();
      }
    }
    expect(ruleFor('medicines', 'usa')).toEqual({ status: 'ask', reasonKey: 'med-usa' });
  });

  it('ruleFor names the lists when asked for a group or destination that is not in them', () => {
    expect(() => ruleFor('shoes', 'usa')).toThrow(
      /No item group "shoes".*food, medicines, batteries, liquids, valuables, licence/,
    );
    expect(() => ruleFor('food', 'mars')).toThrow(
      /No rule for "food" to "mars".*usa, uk, canada, australia, uae/,
    );
  });

  it('was reviewed on a real date, and every source has a title, an authority and, when linked, an https address', () => {
    expect(rulesReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(rulesReviewed))).toBe(false);
    for (const [id, source] of Object.entries(sources) as Array<
      [string, { title: string; authority: string; url?: string }]
    >) {
      expect(source.title, id).toBeTruthy();
      expect(source.authority, id).toBeTruthy();
      if (source.url) expect(source.url, id).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });
});

describe.each(LOCALES.filter((code) => code !== 'en'))('the rules in %s', (code) => {
  const words = messagesByLocale[code].rules;

  it('has words for exactly the items and reasons of the data, no more, no fewer', () => {
    expect(Object.keys(words.items).sort()).toEqual([...itemIds].sort());
    expect(Object.keys(en.rules.items).sort()).toEqual([...itemIds].sort());
    expect(Object.keys(words.reasons).sort()).toEqual([...reasonIds].sort());
    expect(Object.keys(en.rules.reasons).sort()).toEqual([...reasonIds].sort());
    expect(Object.keys(words.kyc)).toEqual([...kycDocuments]);
  });

  it('states the same figures as the English in every item and reason', () => {
    for (const id of itemIds)
      expect(numbersIn(words.items[id]), id).toEqual(numbersIn(en.rules.items[id]));
    for (const id of reasonIds)
      expect(numbersIn(words.reasons[id]), id).toEqual(numbersIn(en.rules.reasons[id]));
  });

  it('shows on /what-can-i-send every item under the same status as in English, in the same number', () => {
    for (const group of itemGroups) {
      const lists = (locale: string) => {
        const section = page(inLocale(locale, '/what-can-i-send'))
          .querySelector(`#${group.id}`)
          ?.closest('section');
        return (
          section
            ?.querySelectorAll('.rule-list')
            .map((list) => [list.classNames, list.querySelectorAll('li').map(textOf)] as const) ??
          []
        );
      };
      const [own, english] = [lists(code), lists('en')];
      expect(
        own.map(([kind, items]) => [kind, items.length]),
        group.id,
      ).toEqual(english.map(([kind, items]) => [kind, items.length]));
      const expected = (['fine', 'ask', 'no'] as const)
        .map((status) =>
          group.items
            .filter((item) => item.status === status)
            .map((item) => norm(words.items[item.id])),
        )
        .filter((items) => items.length > 0);
      expect(
        own.map(([, items]) => items),
        group.id,
      ).toEqual(expected);
    }
  });
});

describe('figures', () => {
  it('are never spelled out in the English rules, so the number comparison sees every one', () => {
    const spelled =
      /\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|sixty|ninety|hundred)[\s-]+(days?|months?|years?|dollars?)\b/i;
    for (const text of [...Object.values(en.rules.items), ...Object.values(en.rules.reasons)])
      expect(text).not.toMatch(spelled);
    for (const [slug, country] of Object.entries(en.destinations.countries))
      for (const text of [
        ...Object.values(country.rules),
        ...Object.values(country.canSend),
        ...Object.values(country.cannotSend),
        ...Object.values(country.faqs).map((faq) => faq.answer),
      ])
        expect(text, slug).not.toMatch(spelled);
  });

  it('appear on the USA and Canada pages as the data says', () => {
    const usa = textOf(page('/international-courier-to-usa').querySelector('main'));
    expect(usa).toContain(`US$${figures.usGiftUsd} per recipient per day`);
    expect(usa).toContain('the whole parcel is dutiable');
    expect(usa).toContain('interim final rules published on 24 June 2026');
    expect(usa).not.toMatch(/proposed rules/i);
    expect(usa).toContain(`${figures.medicineDays} days’ supply`);
    expect(usa).toContain('you are the shipper');
    const canada = textOf(page('/international-courier-to-canada').querySelector('main'));
    expect(canada).toContain(`CA$${figures.caGiftCad}`);
    expect(canada).toContain(`CA$${figures.caLowValueCad}`);
    expect(canada).toMatch(/courier may charge its own service fee/);
  });
});

describe('the destination pages', () => {
  it('do not list medicines as usually fine for the USA, and list Australia’s dairy and herbal remedies as not accepted', () => {
    const list = (slug: string, title: string) =>
      page(`/international-courier-to-${slug}`)
        .querySelectorAll('main .rule-list')
        .find((l) => textOf(l.querySelector('.rule-title')) === title);
    expect(textOf(list('usa', 'Usually fine'))).not.toMatch(/medicine/i);
    expect(textOf(list('usa', 'Not accepted'))).toMatch(/codeine, tramadol and sleeping pills/);
    expect(textOf(list('australia', 'Not accepted'))).toMatch(
      /Ghee.*peda, barfi, mysore pak, khoa and gulab jamun/,
    );
    expect(textOf(list('australia', 'Not accepted'))).toMatch(/Herbal and Ayurvedic remedies/);
  });

  it('never list medicines as usually fine where the medicines rule says ask us first', () => {
    for (const destination of destinations) {
      if (ruleFor('medicines', destination.slug).status === 'fine') continue;
      expect(
        destination.canSend.filter((item) => /medicine/i.test(item)),
        destination.slug,
      ).toEqual([]);
    }
  });

  it.each(destinations.map((destination) => [destination.slug, destination] as const))(
    '%s shows each item group’s rule from the data, and its sources linked with the review date',
    (slug, destination) => {
      const main = page(`/international-courier-to-${slug}`).querySelector('main')!;
      const items = main.querySelectorAll('.group-rules li').map(textOf);
      expect(items).toEqual(
        itemGroups.map((group) => {
          const rule = ruleFor(group.id, destination.slug);
          const status = {
            fine: en.ui.itemRules.canSend,
            ask: en.ui.itemRules.askFirst,
            no: en.ui.itemRules.cannotSend,
          }[rule.status];
          return norm(
            `${en.whatCanISend.groups[group.id].title.split(':')[0]}: ${status}. ${en.rules.reasons[rule.reasonKey]}`,
          );
        }),
      );
      const cited = main.querySelectorAll('.sources li');
      expect(cited.map(textOf)).toEqual(
        destination.sources.map((id) => norm(`${sources[id].title} (${sources[id].authority})`)),
      );
      for (const [index, id] of destination.sources.entries()) {
        const url = (sources[id] as { url?: string }).url;
        expect(cited[index]!.querySelector('a')?.getAttribute('href'), id).toBe(url);
      }
      expect(main.querySelector('section.sources time')?.getAttribute('datetime')).toBe(
        rulesReviewed,
      );
    },
  );
});

describe('one KYC list everywhere', () => {
  it('is the CBIC list: any one of Aadhaar card, passport, PAN card or voter ID card', () => {
    expect(kycPhrase(en.rules)).toBe('Aadhaar card, passport, PAN card or voter ID card');
  });

  it.each(LOCALES)('the landing page’s answer and the destination pages say it in %s', (code) => {
    const phrase = norm(kycPhrase(messagesByLocale[code].rules));
    const landing = textOf(
      page(inLocale(code, '/reliable-international-courier-services-from-hyderabad')).querySelector(
        'main',
      ),
    );
    expect(landing).toContain(phrase);
    if (code === 'en')
      for (const destination of destinations)
        expect(
          textOf(page(`/international-courier-to-${destination.slug}`).querySelector('main')),
        ).toContain(phrase);
  });

  it('every article that names a KYC document names all of them, and no shorter list', async () => {
    const names = kycDocuments.map((id) => en.rules.kyc[id].toLowerCase());
    const folder = path.join(repoRoot, 'content', 'blog');
    let checked = 0;
    for (const file of readdirSync(folder)) {
      const text = (await readFile(path.join(folder, file), 'utf8')).toLowerCase();
      if (!/aadhaar|voter id|pan card/.test(text)) continue;
      checked += 1;
      for (const name of names) expect(text, `${file} should name "${name}"`).toContain(name);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the articles and the terms', () => {
  it('link to the guide instead of keeping their own list of items that are not accepted', async () => {
    const files = [
      ...readdirSync(path.join(repoRoot, 'content', 'blog')).map((file) =>
        path.join('content', 'blog', file),
      ),
      ...readdirSync(path.join(repoRoot, 'content', 'legal')).map((file) =>
        path.join('content', 'legal', file),
      ),
    ];
    for (const file of files) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      // A heading or sentence announcing a list of refused items, followed by the list itself.
      expect(text, file).not.toMatch(
        /(not accepted|do not accept|cannot be sent|prohibited items?)[^\n]*:?\n+(?:[-*] |\d+\. )/i,
      );
    }
    const terms = page('/terms-conditions').querySelector('main')!;
    expect(terms.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain(
      '/what-can-i-send',
    );
    const article = page('/blog/sending-parcels-abroad-from-hyderabad').querySelector('main')!;
    expect(article.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain(
      '/what-can-i-send',
    );
  });

  it('never call an item not accepted that the guide says may go or needs a check (oils, jewellery)', async () => {
    const mayGo = /\b(oils?|jewell?ery)\b/i;
    for (const file of [
      'content/blog/sending-parcels-abroad-from-hyderabad.md',
      'content/legal/terms-conditions.md',
    ]) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      // Lines under a heading or lead-in that announces refused items, up to the next heading.
      let refusing = false;
      for (const line of text.split('\n')) {
        if (/^#/.test(line)) refusing = /not accepted|do not accept|prohibited/i.test(line);
        else if (/(not accepted|do not accept|never accept|prohibited)[^.]*:\s*$/i.test(line))
          refusing = true;
        if (refusing || /not accept|never accept|cannot be sent/i.test(line))
          expect(line, file).not.toMatch(mayGo);
      }
    }
    expect(en.rules.items['liq-safe']).toMatch(/Hair oil/);
    expect(en.rules.items['val-jewellery']).toMatch(/^Jewellery/);
  });
});

describe('advice that would get a parcel seized (issue 45)', () => {
  const main = (route: string) => textOf(page(route).querySelector('main'));

  it('tells a family in Canada that residents cannot receive prescription medicines by courier, and only visitors may, with proof', () => {
    expect(ruleFor('medicines', 'canada').reasonKey).toBe('med-canada');
    const canada = main('/international-courier-to-canada');
    expect(canada).toContain(
      'Prescription medicines cannot be sent by courier to a resident of Canada for personal use',
    );
    expect(canada).toContain(`${figures.caVisitorDays} days’ supply`);
    expect(canada).toMatch(/Medicines and supplements: Ask us first\. Residents of Canada may not/);
    expect(en.rules.items['med-prescription']).toMatch(/Canada only for a visitor there/);
  });

  it('never tells the USA page’s reader that homemade milk sweets can go, only commercially packed, shelf-stable ones', () => {
    const usa = main('/international-courier-to-usa');
    expect(usa).not.toContain('Milk sweets that need a fridge cannot go');
    expect(usa).toContain('homemade milk or ghee sweets and paneer cannot');
    expect(usa).toMatch(/Not accepted.*Homemade milk or ghee sweets, paneer/);
  });

  it('lists no dry fruits, nuts or whole spices under “usually fine” on the guide, since Australia removes them even in shop packs', () => {
    const fine = page('/what-can-i-send')
      .querySelector('#food')
      ?.closest('section')
      ?.querySelector('.rule-yes');
    expect(textOf(fine)).toBeTruthy();
    expect(textOf(fine)).not.toMatch(/dry fruit|nuts|whole|cumin|coriander|fennel|chilli/i);
    const ask = textOf(page('/what-can-i-send').querySelector('#food')?.closest('section'));
    expect(ask).toMatch(
      /Dry fruits and nuts, even in sealed shop packs: Australia removes raw nuts/,
    );
  });
});
