/**
 * The item rules as one source of truth (issue 29): the data in content/rules.ts, the words of
 * each language keyed by id, the pages that render them, and the articles and terms that must
 * not say otherwise.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../content/destinations';
import { messagesByLocale } from '../../content/locales';
import { cellFor, cellRead, groupStatus, matrix, sourcesFor } from '../../content/matrix';
import { itemRule } from '../../content/pickup-rules';
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
import { first, readableText, select } from './html';

const LOCALES = Object.keys(messagesByLocale) as Array<keyof typeof messagesByLocale>;
const en = messagesByLocale.en;
const norm = (value: string) =>
  value
    .replace(/\u2011/g, '-')
    .replace(/[\u00a0\u200c\u200d]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (element: Element | undefined) => norm(readableText(element));
/** The numbers a text states, sorted: "US$200 ... 3 months" → ["200", "3"]. Digits of any script count, so a figure typed in Telugu or Devanagari digits differs. */
const numbersIn = (text: string) => (text.match(/[\p{Nd}]+(?:[.,][\p{Nd}]+)*/gu) ?? []).sort();
const reasonIds = [
  ...new Set(Object.values(groupRules).flatMap((byDestination) => Object.values(byDestination))),
] as Array<keyof typeof en.rules.reasons>;
const matrixReasonIds = [
  ...new Set(matrix.flatMap((item) => Object.values(item.row).map((c) => c.reason))),
] as Array<keyof typeof en.matrix.reasons>;
const STATUS_TITLES = {
  fine: en.ui.itemRules.canSend,
  ask: en.ui.itemRules.askFirst,
  no: en.ui.itemRules.cannotSend,
} as const;
/** The day of this review: no source can have been read later. */
const TODAY = '2026-11-28';

let outDir: string;
const pages = new Map<string, Document>();
const page = (route: string) =>
  pages.get(route) ??
  (() => {
    throw new Error(`the build produced no page for ${route}`);
  })();
const inLocale = (code: string, route: string) => (code === 'en' ? route : `/${code}${route}`);
/** The items of a rendered three-list block under the heading `title`. */
const listUnder = (root: Element | undefined, title: string) => {
  const list = select('.rule-list', root!).find((l) => textOf(first('.rule-title', l)) === title);
  return list ? select('li', list).map(textOf) : [];
};

beforeAll(async () => {
  const result = await realSiteBuild();
  outDir = result.outDir;
  for (const report of result.pages) {
    pages.set(report.route, parseDocument(await readFile(path.join(outDir, report.path), 'utf8')));
  }
}, SHARED_BUILD_TIMEOUT_MS);

describe('the rules matrix', () => {
  it('has a cell for every item and every destination, each with a status, a reason and at least one official source', () => {
    expect(new Set(matrix.map((item) => item.id)).size).toBe(matrix.length);
    for (const item of matrix)
      for (const destination of destinations) {
        const cell = cellFor(item.id, destination.slug);
        const where = `${item.id} → ${destination.slug}`;
        expect(['fine', 'ask', 'no'], where).toContain(cell.status);
        expect(
          en.matrix.reasons[cell.reason as keyof typeof en.matrix.reasons],
          where,
        ).toBeTruthy();
        expect(cell.sources.length, `${where} rests on no source`).toBeGreaterThan(0);
        for (const id of cell.sources) expect(sources[id], `${where}: ${id}`).toBeDefined();
      }
  });

  it('says for every cell the day its sources were read: a real day, not after this review', () => {
    for (const [id, source] of Object.entries(sources)) {
      expect(source.read, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(source.read)), id).toBe(false);
      expect(source.read <= TODAY, id).toBe(true);
    }
    for (const item of matrix)
      for (const destination of destinations)
        expect(cellRead(cellFor(item.id, destination.slug))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('splits the items where the rules differ, as the issue lists them', () => {
    const ids = matrix.map((item) => item.id);
    for (const pair of [
      ['pickles-veg', 'pickles-nonveg'],
      ['sweets-shop', 'sweets-homemade'],
      ['rice', 'dals-grains'],
      ['spices-whole', 'spices-ground'],
      ['nuts', 'dry-fruits'],
      ['med-prescription', 'med-otc'],
    ])
      for (const id of pair) expect(ids, id).toContain(id);
    for (const id of [
      'dairy',
      'med-ayurvedic',
      'kajal',
      'pooja',
      'seeds-plants',
      'meat-fish',
      'documents',
      'ids',
      'electronics',
      'perfumes',
      'jewellery',
    ])
      expect(ids, id).toContain(id);
  });

  it('gives each item group its status from its items, and ruleFor returns it with its reason’s key', () => {
    for (const group of itemGroups)
      for (const destination of destinations) {
        const rule = ruleFor(group.id, destination.slug);
        expect(rule.status, `${group.id} → ${destination.slug}`).toBe(
          groupStatus(group.id, destination.slug),
        );
        expect(en.rules.reasons[rule.reasonKey], `${group.id} → ${destination.slug}`).toBeTruthy();
      }
    expect(ruleFor('medicines', 'usa')).toEqual({ status: 'ask', reasonKey: 'med-usa' });
    expect(groupStatus('liquids', 'usa')).toBe('ask');
  });

  it('ruleFor and cellFor name the lists when asked for an id or destination that is not in them', () => {
    expect(() => ruleFor('shoes', 'usa')).toThrow(
      /No item group "shoes".*food, medicines, batteries, liquids, valuables, licence/,
    );
    expect(() => ruleFor('food', 'mars')).toThrow(
      /No rule for "food" to "mars".*usa, uk, canada, australia, uae/,
    );
    expect(() => cellFor('shoes', 'usa')).toThrow(/No item "shoes" in content\/matrix.ts/);
    expect(() => cellFor('rice', 'mars')).toThrow(/No cell for "rice" to "mars"/);
  });

  it('was reviewed on a real date, and every source has a title, an authority and, when linked, an https address', () => {
    expect(rulesReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [id, source] of Object.entries(sources) as Array<
      [string, { title: string; authority: string; url?: string }]
    >) {
      expect(source.title, id).toBeTruthy();
      expect(source.authority, id).toBeTruthy();
      if (source.url) expect(source.url, id).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });

  it('is what the pickup form says beside each item, for every destination', () => {
    for (const destination of destinations) {
      for (const group of itemGroups)
        expect(itemRule(group.id, destination.slug), group.id).toBe(
          { fine: 'canSend', ask: 'askFirst', no: 'cannotSend' }[
            groupStatus(group.id, destination.slug)
          ],
        );
      expect(itemRule('documents', destination.slug)).toBe('canSend');
    }
  });
});

describe.each(LOCALES.filter((code) => code !== 'en'))('the rules in %s', (code) => {
  const words = messagesByLocale[code];

  it('has words for exactly the items and reasons of the data, no more, no fewer', () => {
    expect(Object.keys(words.matrix.items).sort()).toEqual(matrix.map((i) => i.id).sort());
    expect(Object.keys(en.matrix.items).sort()).toEqual(matrix.map((i) => i.id).sort());
    expect(Object.keys(words.matrix.reasons).sort()).toEqual([...matrixReasonIds].sort());
    expect(Object.keys(en.matrix.reasons).sort()).toEqual([...matrixReasonIds].sort());
    expect(Object.keys(words.rules.reasons).sort()).toEqual([...reasonIds].sort());
    expect(Object.keys(en.rules.reasons).sort()).toEqual([...reasonIds].sort());
    expect(Object.keys(words.rules.kyc)).toEqual([...kycDocuments]);
  });

  it('states the same figures as the English in every item, reason and group reason', () => {
    for (const id of matrix.map((i) => i.id))
      expect(numbersIn(words.matrix.items[id]), id).toEqual(numbersIn(en.matrix.items[id]));
    for (const id of matrixReasonIds)
      expect(numbersIn(words.matrix.reasons[id]), id).toEqual(numbersIn(en.matrix.reasons[id]));
    for (const id of reasonIds)
      expect(numbersIn(words.rules.reasons[id]), id).toEqual(numbersIn(en.rules.reasons[id]));
  });

  it('says "not accepted" as what we do ("we do not take it"), not as a legal ban', () => {
    expect(words.ui.itemRules.cannotSend).toBe({ te: 'మేం తీసుకోం', hi: 'हम नहीं लेते' }[code]);
    expect(words.matrix.short.no).toBe({ te: 'తీసుకోం', hi: 'नहीं लेते' }[code]);
  });
});

describe.each(LOCALES)('the pages in %s state only the matrix’s statuses', (code) => {
  const words = messagesByLocale[code];
  const titles = {
    fine: words.ui.itemRules.canSend,
    ask: words.ui.itemRules.askFirst,
    no: words.ui.itemRules.cannotSend,
  } as const;

  it('shows on /what-can-i-send a table cell for every item and country, saying the matrix’s status', () => {
    const rows = select('main table tbody tr', page(inLocale(code, '/what-can-i-send')));
    const shown = rows
      .filter((tr) => first('th[scope="row"]', tr))
      .map((tr) => [
        textOf(first('th', tr)),
        select('td', tr).map((td) => [td.attribs.class, textOf(td)]),
      ]);
    const order = [...itemGroups.map((group) => group.id as string), 'general'];
    const byGroup = [...matrix].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
    expect(shown).toEqual(
      byGroup.map((item) => [
        norm(words.matrix.items[item.id]),
        destinations.map((d) => {
          const status = item.row[d.slug].status;
          return [`s-${status}`, norm(words.matrix.short[status])];
        }),
      ]),
    );
  });

  it.each(destinations.map((d) => [d.slug] as const))(
    'lists on /what-can-i-send/%s every item once, under the matrix’s status, with its reason',
    (slug) => {
      const main = first('main', page(inLocale(code, `/what-can-i-send/${slug}`)));
      for (const status of ['fine', 'ask', 'no'] as const)
        expect(listUnder(main, titles[status]), status).toEqual(
          matrix
            .filter((item) => item.row[slug].status === status)
            .map((item) =>
              norm(
                `${words.matrix.items[item.id]}: ${words.matrix.reasons[item.row[slug].reason as keyof typeof words.matrix.reasons]}`,
              ),
            ),
        );
    },
  );

  it.each(destinations.map((d) => [d.slug] as const))(
    'lists on the %s destination page as “usually fine” and “not accepted” exactly the matrix’s items, and each group’s status from them',
    (slug) => {
      const main = first('main', page(inLocale(code, `/international-courier-to-${slug}`)));
      expect(listUnder(main, titles.fine)).toEqual(
        matrix
          .filter((i) => i.row[slug].status === 'fine')
          .map((i) => norm(words.matrix.items[i.id])),
      );
      expect(listUnder(main, titles.no)).toEqual(
        matrix
          .filter((i) => i.row[slug].status === 'no')
          .map((i) => norm(words.matrix.items[i.id])),
      );
      expect(select('.group-rules li', main!).map(textOf)).toEqual(
        itemGroups.map((group) => {
          const rule = ruleFor(group.id, slug);
          return norm(
            `${words.whatCanISend.groups[group.id].title.split(':')[0]}: ${titles[rule.status]}. ${words.rules.reasons[rule.reasonKey]}`,
          );
        }),
      );
    },
  );
});

describe('figures', () => {
  it('are never spelled out in the English rules, so the number comparison sees every one', () => {
    const spelled =
      /\b(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety|hundred)[\s-]+(days?|months?|years?|dollars?|kg|lakh)\b/i;
    for (const text of [
      ...Object.values(en.matrix.items),
      ...Object.values(en.matrix.reasons),
      ...Object.values(en.rules.reasons),
    ])
      expect(text).not.toMatch(spelled);
    for (const [slug, country] of Object.entries(en.destinations.countries))
      for (const text of [
        ...Object.values(country.rules),
        ...Object.values(country.faqs).map((faq) => faq.answer),
      ])
        expect(text, slug).not.toMatch(spelled);
  });

  it('appear on the USA and Canada pages as the data says', () => {
    const usa = textOf(first('main', page('/international-courier-to-usa')));
    expect(usa).toContain(`US$${figures.usGiftUsd} per recipient per day`);
    expect(usa).toContain('the whole parcel is dutiable');
    expect(usa).toContain('interim final rules published on 24 June 2026');
    expect(usa).not.toMatch(/proposed rules/i);
    expect(usa).toContain(`${figures.medicineDays} days’ supply`);
    expect(usa).toContain('you are the shipper');
    const canada = textOf(first('main', page('/international-courier-to-canada')));
    expect(canada).toContain(`CA$${figures.caGiftCad}`);
    expect(canada).toContain(`CA$${figures.caLowValueCad}`);
    expect(canada).toMatch(/courier may charge its own service fee/);
  });
});

describe('the sources', () => {
  it.each(destinations.map((d) => [d.slug, d] as const))(
    'of %s: its page of the rules lists every source its cells and its destination page rest on, linked, each with the day it was read',
    (slug, destination) => {
      const main = first('main', page(`/what-can-i-send/${slug}`))!;
      const ids = [...new Set([...sourcesFor(slug), ...destination.sources])];
      const cited = select('.sources li', main);
      expect(cited.map((li) => textOf(li).replace(/ read \d.*$/, ''))).toEqual(
        ids.map((id) => norm(`${sources[id].title} (${sources[id].authority})`)),
      );
      for (const [index, id] of ids.entries()) {
        const url = (sources[id] as { url?: string }).url;
        expect(first('a', cited[index]!)?.attribs.href, id).toBe(url);
        expect(first('time', cited[index]!)?.attribs.datetime, id).toBe(sources[id].read);
      }
      expect(first('section.sources > p time', main)?.attribs.datetime).toBe(rulesReviewed);
      const destinationPage = first('main', page(`/international-courier-to-${slug}`))!;
      expect(select('a', destinationPage).map((a) => a.attribs.href)).toContain(
        `/what-can-i-send/${slug}#sources-title`,
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
      first(
        'main',
        page(inLocale(code, '/reliable-international-courier-services-from-hyderabad')),
      ),
    );
    expect(landing).toContain(phrase);
    if (code === 'en')
      for (const destination of destinations)
        expect(
          textOf(first('main', page(`/international-courier-to-${destination.slug}`))),
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
    const terms = first('main', page('/terms-conditions'))!;
    expect(select('a', terms).map((a) => a.attribs.href)).toContain('/what-can-i-send');
    const article = first('main', page('/blog/sending-parcels-abroad-from-hyderabad'))!;
    expect(select('a', article).map((a) => a.attribs.href)).toContain('/what-can-i-send');
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
    expect(en.matrix.items['liquids-safe']).toMatch(/Hair oil/);
    expect(cellFor('jewellery', 'usa').status).toBe('ask');
  });
});

describe('advice that would get a parcel seized, and contradictions between our pages (issue 45)', () => {
  const main = (route: string) => textOf(first('main', page(route)));

  it('tells a family in Canada that residents cannot receive prescription medicines by courier, and only visitors may, with proof', () => {
    expect(ruleFor('medicines', 'canada').reasonKey).toBe('med-canada');
    const canada = main('/international-courier-to-canada');
    expect(canada).toContain(
      'Prescription medicines cannot be sent by courier to a resident of Canada for personal use',
    );
    expect(canada).toContain(`${figures.caVisitorDays} days’ supply`);
    expect(canada).toMatch(/Medicines and supplements: Ask us first\. Residents of Canada may not/);
    expect(main('/what-can-i-send/canada')).toContain(
      `Prescription medicines: Never to a resident by courier; to a visitor (student, work permit) up to ${figures.caVisitorDays} days’ supply`,
    );
  });

  it('never tells the USA page’s reader that homemade milk sweets can go, only commercially packed, shelf-stable ones', () => {
    const usa = main('/international-courier-to-usa');
    expect(usa).not.toContain('Milk sweets that need a fridge cannot go');
    expect(usa).toContain('homemade milk or ghee sweets and paneer cannot');
    expect(cellFor('sweets-homemade', 'usa').reason).toBe('us-homemade');
    expect(cellFor('dairy', 'usa').sources).toContain('aphisDairy');
  });

  it('never says dry fruits, nuts or whole spices are usually fine for Australia, which removes them even in shop packs', () => {
    for (const id of ['dry-fruits', 'nuts', 'spices-whole', 'rice', 'dals-grains'])
      expect(cellFor(id, 'australia').status, id).not.toBe('fine');
    const fine = listUnder(first('main', page('/what-can-i-send/australia')), STATUS_TITLES.fine);
    expect(fine.join(' ')).not.toMatch(/dry fruit|nuts|whole|cumin|chilli|rice|dals/i);
  });

  it('says what a family needs: rice to the USA, meat pickles, kajal, pooja items, UAE permits and who pays what', () => {
    expect(cellFor('rice', 'usa').status).toBe('no');
    for (const d of destinations) expect(cellFor('pickles-nonveg', d.slug).status).toBe('no');
    expect(cellFor('kajal', 'usa').status).toBe('no');
    expect(cellFor('med-ayurvedic', 'usa').reason).toBe('us-ayurvedic');
    expect(cellFor('pooja', 'australia').reason).toBe('au-pooja');
    expect(cellFor('for-sale', 'usa').reason).toBe('us-for-sale');
    const uae = main('/international-courier-to-uae');
    expect(uae).toMatch(/Controlled and semi-controlled medicines need a permit/);
    expect(uae).toContain(`${figures.uaeVatPercent}% VAT on everything but documents`);
    expect(main('/international-courier-to-australia')).toContain(
      `Parcels worth AUD ${figures.auLowValueAud} or less`,
    );
  });

  it.each(LOCALES)(
    'tells a family in the UK, in %s, what the receiver pays on a gift: import VAT above £39, Customs Duty too above £135 (HMRC)',
    (code) => {
      const uk = main(inLocale(code, '/international-courier-to-uk'));
      expect(uk).toContain(`£${figures.ukGiftVatGbp}`);
      expect(uk).toContain(`£${figures.ukGiftDutyGbp}`);
      expect(destinations.find((d) => d.slug === 'uk')!.sources).toContain('hmrcGifts');
      if (code === 'en')
        expect(uk).toContain(
          `pays import VAT above £${figures.ukGiftVatGbp}, and Customs Duty too above £${figures.ukGiftDutyGbp}`,
        );
    },
  );

  it('tells a business that food for sale to the USA needs an FDA-registered facility as well as a Prior Notice', () => {
    expect(cellFor('for-sale', 'usa').sources).toContain('dhlFdaRegistration');
    expect(main('/what-can-i-send/usa')).toContain(
      'Goods for sale and business samples: Food for sale always needs an FDA Prior Notice and must come from an FDA-registered facility',
    );
  });

  it('tells a family sending pooja items to Australia that tulsi malas and other wooden items are declared and inspected (DAFF)', () => {
    expect(cellFor('pooja', 'australia').sources).toContain('daffTimber');
    expect(main('/international-courier-to-australia')).toContain(
      'Wooden items such as tulsi malas must be declared, clean and free of bark and insects',
    );
    expect(main('/what-can-i-send/australia')).toContain('wooden malas are inspected');
  });

  it('rests the UAE’s cooked and homemade food rule on UAE customs, not on a report of a consulate’s list', () => {
    for (const id of ['sweets-homemade', 'pickles-veg', 'dairy'])
      expect(cellFor(id, 'uae').sources, id).toEqual(['uaeCustoms']);
    expect(main('/international-courier-to-uae')).toContain(
      'Cooked and homemade food is on the UAE customs list of banned goods.',
    );
  });

  it('says the same about controlled medicines to the UAE in the rule, the question and the guide: we do not send them', () => {
    const uae = main('/international-courier-to-uae');
    expect(uae).toContain('we do not send them');
    expect(uae).toMatch(
      /controlled and semi-controlled ones need a MOHAP permit, and we do not send them/,
    );
    expect(uae).not.toMatch(/may need approval/);
    expect(cellFor('med-controlled', 'uae').status).toBe('no');
    expect(cellFor('med-prescription', 'uae').reason).toBe('uae-med');
  });

  it('asks businesses everywhere for the IEC and the GSTIN, or the PAN when they are not GST-registered', () => {
    for (const code of LOCALES) {
      const landing = messagesByLocale[code].landing;
      expect(JSON.stringify(landing), code).toMatch(/PAN/);
    }
    expect(main('/reliable-international-courier-services-from-hyderabad')).toContain(
      'their GSTIN (or their PAN if they are not GST-registered)',
    );
  });

  it('keeps passports and ID cards out of the pickup form’s “books and papers”', () => {
    expect(messagesByLocale.en.pickup).toBeDefined();
    expect(JSON.stringify(messagesByLocale.en.pickup)).toContain(
      'Books and papers (not passports or ID cards)',
    );
    expect(cellFor('ids', 'usa').status).toBe('ask');
  });

  it('never tells a Telugu or Hindi reader that the destination pages are in English', () => {
    for (const code of ['te', 'hi'] as const) {
      const { landing, whatCanISend, matrix: words } = messagesByLocale[code];
      const text = JSON.stringify({ landing, whatCanISend, words });
      expect(text, code).not.toMatch(/ఇంగ్లీష్‌లో\)|\(अंग्रेज़ी में\)/);
    }
  });
});
