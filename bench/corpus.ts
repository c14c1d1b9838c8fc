/**
 * The benchmark corpus: N blog articles in the site's own content format, generated from a
 * seeded PRNG so that the same count always gives byte-identical files.
 *
 * Each article is `<folder>/bench-00001.md` … with front matter that passes `blogSchema` in
 * content/config.ts, and a 400-600 word Markdown body with `##`/`###` headings, a bulleted
 * list, a numbered list, **bold** text and 1-3 links to /contact or another bench article.
 * No `{{` appears anywhere, so Hugo and Eleventy read the very same files as plain Markdown.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogCategory } from '../content/types';

export const CATEGORIES: readonly BlogCategory[] = [
  'Shipping Guide',
  'Packaging Tips',
  'International',
  'Regulations',
  'Cost Savings',
  'Technology',
];

/** The illustrations that exist under public/images/blog/. */
export const IMAGES: readonly string[] = [
  '/images/blog/customs-documents-for-shipping-from-india.svg',
  '/images/blog/cut-your-courier-costs.svg',
  '/images/blog/express-vs-economy-international-shipping.svg',
  '/images/blog/how-to-pack-fragile-items.svg',
  '/images/blog/sending-parcels-abroad-from-hyderabad.svg',
  '/images/blog/tracking-your-shipment-explained.svg',
];

const WORDS = (
  'parcel courier shipment cargo freight consignment package carton box pallet label invoice ' +
  'airway bill waybill customs duty tariff clearance broker declaration manifest tracking ' +
  'barcode scan hub depot warehouse terminal airport runway aircraft flight route transit ' +
  'delivery pickup doorstep dispatch sender receiver recipient address pincode postcode ' +
  'weight volumetric chargeable kilogram dimensions centimetre packing cushioning bubble wrap ' +
  'tape seal fragile insurance liability claim refund quote rate surcharge fuel discount ' +
  'express economy priority standard overnight same-day next-day schedule cutoff window ' +
  'export import documents certificate origin permit license compliance regulation restricted ' +
  'prohibited hazardous battery liquid powder food medicine documents samples gifts clothing ' +
  'electronics books spices sweets handicrafts students families business retailers exporters ' +
  'Hyderabad Secunderabad India London Dubai Toronto Sydney Singapore Frankfurt Chicago ' +
  'carrier network partner agent office counter branch team driver vehicle van truck ' +
  'route optimisation status update notification message email phone support service ' +
  'reliable safe secure fast affordable careful accurate timely efficient smooth ' +
  'plan check weigh measure pack wrap seal label book confirm send track receive deliver ' +
  'sign verify inspect hold release return reroute collect store load unload sort scan'
).split(/\s+/);

const TITLE_STARTS = [
  'A Practical Guide to',
  'Everything You Need to Know About',
  'How to Plan',
  'Five Mistakes to Avoid With',
  'Understanding',
  'A Checklist for',
  'Saving Money on',
  'What Changes in',
  'Getting Started With',
  'The Basics of',
];
const TITLE_TOPICS = [
  'International Parcels',
  'Customs Clearance',
  'Volumetric Weight',
  'Express Air Cargo',
  'Fragile Shipments',
  'Document Couriers',
  'Export Paperwork',
  'Shipment Tracking',
  'Student Shipments',
  'Business Consignments',
  'Festival Gifts Abroad',
  'Food and Spice Parcels',
  'Battery Regulations',
  'Door-to-Door Delivery',
  'Excess Baggage',
];
const TITLE_ENDS = [
  'from Hyderabad',
  'in 2026',
  'for Small Businesses',
  'for Families',
  'Without Surprises',
  'Step by Step',
];

const HEADINGS = [
  'Before you book',
  'Choosing the right service',
  'Packing that survives the journey',
  'Paperwork that clears customs',
  'What affects the price',
  'Tracking your parcel',
  'Common questions',
  'When things go wrong',
  'Planning around cutoffs',
  'Insurance and liability',
  'Items that need extra care',
  'A worked example',
  'Tips from our counter',
  'The final check',
];

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchId(index: number): string {
  return `bench-${String(index).padStart(5, '0')}`;
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function words(random: Random, count: number): string[] {
  return Array.from({ length: count }, () => pick(random, WORDS));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentence(random: Random, min = 7, max = 15): string {
  return `${capitalize(words(random, int(random, min, max)).join(' '))}.`;
}

/** Words as a reader counts them: tokens with a letter or digit (not `##`, `-` or `1.`). */
export function countWords(markdown: string): number {
  return markdown
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token) && !/^\d+\.$/.test(token)).length;
}

const START = Date.UTC(2025, 0, 1);
const END = Date.UTC(2026, 9, 31);
const DAY = 86_400_000;

/** Titles must be unique (site check) and at most 70 characters: numbered, without the ending when it would not fit. */
const MAX_TITLE = 70;

function title(index: number, start: string, topic: string, end: string): string {
  const full = `${start} ${topic} ${end} (No. ${index})`;
  return full.length <= MAX_TITLE ? full : `${start} ${topic} (No. ${index})`;
}

/** One article's Markdown file (front matter and body) for index 1…count. */
export function article(index: number, count: number): string {
  const random = mulberry32(0x5eed ^ Math.imul(index, 0x9e3779b1));
  const id = benchId(index);
  const target = int(random, 430, 570);

  const linkTargets: string[] = [];
  const linkCount = int(random, 1, 3);
  for (let i = 0; i < linkCount; i++) {
    let other = count > 1 ? int(random, 1, count - 1) : 0;
    if (other >= index) other += 1;
    linkTargets.push(other === 0 || random() < 0.3 ? '/contact' : `/blog/${benchId(other)}`);
  }

  const paragraph = (withBold: boolean): string => {
    const sentences = Array.from({ length: int(random, 3, 5) }, () => sentence(random));
    if (withBold) {
      const at = int(random, 0, sentences.length - 1);
      sentences[at] =
        `${sentences[at]} **${capitalize(words(random, int(random, 2, 4)).join(' '))}** matters here.`;
    }
    const link = linkTargets.shift();
    if (link) {
      const label =
        link === '/contact' ? 'contact our team' : `read our ${words(random, 2).join(' ')} guide`;
      sentences.push(`For more, [${label}](${link}).`);
    }
    return sentences.join(' ');
  };

  const headings = [...HEADINGS];
  for (let i = headings.length - 1; i > 0; i--) {
    const j = int(random, 0, i);
    [headings[i], headings[j]] = [headings[j] as string, headings[i] as string];
  }
  const blocks: string[] = [
    paragraph(true),
    `## ${headings[0]}`,
    paragraph(false),
    `- ${Array.from({ length: int(random, 3, 5) }, () => `**${capitalize(pick(random, WORDS))}:** ${sentence(random, 5, 9)}`).join('\n- ')}`,
    `### ${headings[1]}`,
    paragraph(true),
    `## ${headings[2]}`,
    Array.from(
      { length: int(random, 3, 5) },
      (_, i) => `${i + 1}. ${sentence(random, 6, 11)}`,
    ).join('\n'),
  ];
  // Any links not yet placed go into the next paragraphs; then fill up to the target length.
  let headingIndex = 3;
  while (linkTargets.length > 0 || countWords(blocks.join('\n\n')) < target - 60) {
    if (headingIndex % 2 === 1)
      blocks.push(
        `${headingIndex % 4 === 1 ? '##' : '###'} ${headings[headingIndex % headings.length]}`,
      );
    headingIndex += 1;
    blocks.push(paragraph(random() < 0.5));
  }
  // Trim or pad with plain sentences so the body lands inside 400-600 words.
  let body = blocks.join('\n\n');
  while (countWords(body) < 400) body += ` ${sentence(random)}`;
  while (countWords(body) > 600) {
    const last = blocks.pop();
    if (last === undefined || /\]\(/.test(last))
      throw new Error(`corpus: cannot fit ${id} into 600 words`);
    body = blocks.join('\n\n');
  }

  const totalWords = countWords(body);
  const date = new Date(START + int(random, 0, Math.floor((END - START) / DAY)) * DAY)
    .toISOString()
    .slice(0, 10);
  const topic = pick(random, TITLE_TOPICS);
  const frontMatter = {
    title: title(index, pick(random, TITLE_STARTS), topic, pick(random, TITLE_ENDS)),
    excerpt: `${capitalize(words(random, int(random, 10, 16)).join(' '))}: what to know about ${topic.toLowerCase()} before you send.`,
    category: CATEGORIES[(index - 1) % CATEGORIES.length],
    readTime: `${Math.max(1, Math.round(totalWords / 200))} min read`,
    publishDate: date,
    image: pick(random, IMAGES),
  };
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

/** Writes `<folder>/bench-00001.md` … `<folder>/bench-<count>.md`. Same count, same bytes. */
export async function writeCorpus(folder: string, count: number): Promise<void> {
  await mkdir(folder, { recursive: true });
  const BATCH = 64;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    const writes: Array<Promise<void>> = [];
    for (let index = start; index <= end; index++) {
      writes.push(writeFile(path.join(folder, `${benchId(index)}.md`), article(index, count)));
    }
    await Promise.all(writes);
  }
}
