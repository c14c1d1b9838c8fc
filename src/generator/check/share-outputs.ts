/**
 * The files pages point to from their head: each share image (`og:image`) exists, is at most
 * 300 KB and has the size the page declares; each web manifest parses and its icons exist at
 * their sizes; each feed (`rel="alternate"`) is well-formed Atom with the required elements.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { errorText, type Diagnostic } from '../diagnostics';
import { findForbiddenXml } from '../xml-text';
import { select, type BuiltPage, type Site } from './load-dist';

const MAX_SHARE_IMAGE_BYTES = 300 * 1024;
const LINKED_FILES =
  'head link[rel="manifest"], head link[rel="alternate"][type="application/atom+xml"]';

/** A file of the output that a page names by a URL of its own site; `shown` as messages show it. */
type Target = NonNullable<ReturnType<typeof targetOf>>;

export async function checkShareOutputs(site: Site): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  // Each manifest and feed is checked once, named by the first page that links it.
  const seen = new Set<string>();
  for (const page of site.pages) {
    const first = (selector: string) => select(selector, page.document)[0]?.attribs;
    const meta = (property: string) => first(`head meta[property="${property}"]`)?.content;
    const base =
      first('link[rel="canonical"]')?.href ?? meta('og:url') ?? `http://local.invalid${page.route}`;
    const image = targetOf(site, page, meta('og:image'), base);
    if (image) problems.push(...(await checkShareImage(image, meta)));
    for (const link of select(LINKED_FILES, page.document)) {
      const target = targetOf(site, page, link.attribs.href, base);
      if (!target || seen.has(target.shown)) continue;
      seen.add(target.shown);
      const found =
        link.attribs.rel === 'manifest' ? await checkManifest(site, target) : [checkFeed(target)];
      problems.push(...found.filter((problem) => problem !== undefined));
    }
  }
  return problems;
}

/** The output file `url` (read against the absolute URL `base`) names, or undefined for another site's URL. */
function targetOf(site: Site, page: BuiltPage, url: string | undefined, base: string) {
  const parsed = url && URL.canParse(url, base) ? new URL(url, base) : undefined;
  if (!url || !parsed || parsed.origin !== new URL(base).origin) return undefined;
  const pathname = decodeURIComponent(parsed.pathname);
  const file = path.join(site.distDir, pathname);
  return { page, url, href: parsed.href, file, shown: `${site.displayDir}${pathname}` };
}

/** Width and height of an image file, or undefined for what sharp cannot read. */
const sizeOf = (file: string | Buffer) =>
  sharp(file)
    .metadata()
    .catch(() => undefined);

async function checkShareImage(image: Target, meta: (property: string) => string | undefined) {
  const [width, height] = [meta('og:image:width'), meta('og:image:height')];
  const problems: Diagnostic[] = [];
  const problem = (message: string, hint: string, field = 'og:image') =>
    problems.push({ message, file: image.page.displayFile, field, hint });
  const data = existsSync(image.file) ? readFileSync(image.file) : undefined;
  const size = data && (await sizeOf(data));
  if (!data)
    problem(
      `The share image ${image.url} is not in the output (${image.shown}).`,
      'Build again; if the page names its own meta.image, add the file to public/.',
    );
  else if (data.length > MAX_SHARE_IMAGE_BYTES)
    problem(
      `The share image ${image.shown} is ${data.length} bytes, over the ${MAX_SHARE_IMAGE_BYTES} bytes WhatsApp shows reliably.`,
      'Make it smaller: flat colours, or a JPEG for photos.',
    );
  if (width && height && size && `${size.width}x${size.height}` !== `${width}x${height}`)
    problem(
      `The share image ${image.shown} is ${size.width} x ${size.height}, but the page declares ${width} x ${height}.`,
      'Build again, or fix the declared size.',
      'og:image:width',
    );
  return problems;
}

async function checkManifest(site: Site, manifest: Target): Promise<Diagnostic[]> {
  let parsed: { name?: unknown; icons?: Array<{ src?: string; sizes?: string; type?: string }> };
  try {
    parsed = JSON.parse(readFileSync(manifest.file, 'utf8'));
  } catch (error) {
    return [
      {
        message: `The web manifest ${manifest.shown} is missing or not JSON: ${errorText(error)}`,
        file: manifest.page.displayFile,
        field: 'manifest',
        hint: 'Build again.',
      },
    ];
  }
  const problems: Diagnostic[] = [];
  const problem = (message: string, hint: string, field?: string) =>
    problems.push({ message, file: manifest.shown, ...(field && { field }), hint });
  if (typeof parsed.name !== 'string' || !Array.isArray(parsed.icons))
    problem(
      `The web manifest ${manifest.shown} has no name or no icons.`,
      'Give the site a name and an SVG icon.',
    );
  for (const icon of parsed.icons ?? []) {
    const file = targetOf(site, manifest.page, icon.src, manifest.href)?.file;
    const size = file && icon.type === 'image/png' ? await sizeOf(file) : undefined;
    if (!file || !existsSync(file))
      problem(
        `The web manifest ${manifest.shown} names the icon ${icon.src}, which is not in the output.`,
        'Build again, or add the icon to public/.',
        'icons',
      );
    else if (size && icon.sizes && icon.sizes !== `${size.width}x${size.height}`)
      problem(
        `The icon ${icon.src} is ${size.width}x${size.height}, but ${manifest.shown} says ${icon.sizes}.`,
        'Build again, or fix its sizes.',
        'icons',
      );
  }
  return problems;
}

/** The first problem with a feed: missing, a character XML forbids, not well-formed, lacking elements. */
function checkFeed(feed: Target): Diagnostic | undefined {
  if (!existsSync(feed.file))
    return {
      message: `The feed ${feed.url} is not in the output.`,
      file: feed.page.displayFile,
      field: 'link[rel=alternate]',
      hint: 'Build again, or fix `feeds` in content/config.ts.',
    };
  const xml = readFileSync(feed.file, 'utf8');
  const forbidden = findForbiddenXml(xml);
  if (forbidden)
    return {
      message: `The feed holds U+${forbidden.codePoint.toString(16).toUpperCase().padStart(4, '0')}, a character XML 1.0 forbids: feed readers reject the whole feed.`,
      file: feed.shown,
      line: forbidden.line,
      hint: 'Remove the control character from the entry text it came from, and build again.',
    };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      message: `The feed is not well-formed XML: ${valid.err.msg}`,
      file: feed.shown,
      line: valid.err.line,
      hint: 'Build again; report a bug if it persists.',
    };
  const missing = missingFeedElements(xml);
  if (missing.length > 0)
    return {
      message: `The Atom feed lacks required elements: ${missing.join(', ')}.`,
      file: feed.shown,
      hint: 'Build again, or check `feeds` in content/config.ts.',
    };
}

/** The elements an Atom feed requires that it lacks: its `id`, `title` and `updated` (not empty), and each entry's `id`, `title`, `updated` and `link`. */
function missingFeedElements(xml: string): string[] {
  const { feed } = new XMLParser({
    parseTagValue: false,
    isArray: (_name, jPath) => String(jPath) === 'feed.entry',
  }).parse(xml);
  if (feed === undefined) return ['feed'];
  const missing = ['id', 'title', 'updated'].filter((name) => !feed[name]);
  feed.entry?.forEach((entry: Record<string, unknown>, index: number) => {
    for (const name of ['id', 'title', 'updated', 'link'])
      if (entry[name] === undefined) missing.push(`entry[${index}].${name}`);
  });
  return missing;
}
