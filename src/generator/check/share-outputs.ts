/**
 * The files pages point to from their head: each share image (`og:image`) exists, is at most
 * 300 KB and has the size the page declares; each web manifest parses and its icons exist at
 * their sizes; each feed (`rel="alternate"`) is well-formed Atom with the required elements.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { relativeToRoot } from '../config';
import { errorText, type Diagnostic } from '../diagnostics';
import { findForbiddenXml } from '../xml-text';
import { select, type BuiltPage } from './load-dist';

const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

export function checkShareOutputs(
  distDir: string,
  displayDir: string,
  pages: BuiltPage[],
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const manifests = new Map<string, BuiltPage>();
  const feeds = new Map<string, BuiltPage>();
  for (const page of pages) {
    const head = select('head', page.document)[0];
    if (!head) continue;
    const meta = (property: string) =>
      select(`meta[property="${property}"]`, head)[0]?.attribs.content;
    const image = meta('og:image');
    if (image)
      problems.push(
        ...checkShareImage(
          distDir,
          displayDir,
          page,
          image,
          meta('og:image:width'),
          meta('og:image:height'),
        ),
      );
    const manifest = select('link[rel="manifest"]', head)[0]?.attribs.href;
    if (manifest && !manifests.has(manifest)) manifests.set(manifest, page);
    for (const link of select('link[rel="alternate"][type="application/atom+xml"]', head)) {
      const href = link.attribs.href;
      if (href && !feeds.has(href)) feeds.set(href, page);
    }
  }
  for (const [href, page] of manifests)
    problems.push(...checkManifest(distDir, displayDir, page, href));
  for (const [href, page] of feeds) problems.push(...checkFeed(distDir, displayDir, page, href));
  return problems;
}

/** The file in the output that a URL of the page's own site names (and its path as messages show it), or undefined for another site. */
function localFile(
  distDir: string,
  displayDir: string,
  page: BuiltPage,
  url: string,
): { file: string; shown: string } | undefined {
  const canonical =
    select('link[rel="canonical"]', page.document)[0]?.attribs.href ??
    select('meta[property="og:url"]', page.document)[0]?.attribs.content;
  let parsed: URL;
  try {
    parsed = new URL(url, canonical ?? 'http://local.invalid/');
  } catch {
    return undefined;
  }
  if (canonical && parsed.origin !== new URL(canonical).origin) return undefined;
  if (!canonical && !url.startsWith('/')) return undefined;
  const file = path.join(distDir, decodeURIComponent(parsed.pathname));
  return { file, shown: `${displayDir}/${relativeToRoot({ root: distDir }, file)}` };
}

function pngSize(data: Buffer): { width: number; height: number } | undefined {
  if (
    data.length < 24 ||
    data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' ||
    data.subarray(12, 16).toString('latin1') !== 'IHDR'
  )
    return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function checkShareImage(
  distDir: string,
  displayDir: string,
  page: BuiltPage,
  url: string,
  width: string | undefined,
  height: string | undefined,
): Diagnostic[] {
  const { file, shown } = localFile(distDir, displayDir, page, url) ?? {};
  if (!file) return [];
  if (!existsSync(file)) {
    return [
      {
        message: `The share image ${url} is not in the output (${shown}).`,
        file: page.displayFile,
        field: 'og:image',
        hint: 'Build again; if the page names its own meta.image, add the file to public/.',
      },
    ];
  }
  const data = readFileSync(file);
  const problems: Diagnostic[] = [];
  if (data.length > MAX_SHARE_IMAGE_BYTES) {
    problems.push({
      message: `The share image ${shown} is ${data.length} bytes, over the ${MAX_SHARE_IMAGE_BYTES} bytes WhatsApp shows reliably.`,
      file: page.displayFile,
      field: 'og:image',
      hint: 'Make it smaller: flat colours, or a JPEG for photos.',
    });
  }
  const size = pngSize(data);
  if (width && height && size && (String(size.width) !== width || String(size.height) !== height)) {
    problems.push({
      message: `The share image ${shown} is ${size.width} x ${size.height}, but the page declares ${width} x ${height}.`,
      file: page.displayFile,
      field: 'og:image:width',
      hint: 'Build again, or fix the declared size.',
    });
  }
  return problems;
}

function checkManifest(
  distDir: string,
  displayDir: string,
  page: BuiltPage,
  href: string,
): Diagnostic[] {
  const { file, shown } = localFile(distDir, displayDir, page, href) ?? {};
  if (!file) return [];
  let manifest: { name?: unknown; icons?: Array<{ src?: string; sizes?: string; type?: string }> };
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [
      {
        message: `The web manifest ${shown} is missing or not JSON: ${errorText(error)}`,
        file: page.displayFile,
        field: 'manifest',
        hint: 'Build again.',
      },
    ];
  }
  const problems: Diagnostic[] = [];
  if (typeof manifest.name !== 'string' || !Array.isArray(manifest.icons)) {
    problems.push({
      message: `The web manifest ${shown} has no name or no icons.`,
      file: shown,
      hint: 'Give the site a name and an SVG icon.',
    });
  }
  for (const icon of manifest.icons ?? []) {
    const iconFile =
      icon.src &&
      localFile(
        distDir,
        displayDir,
        page,
        new URL(icon.src, new URL(href, 'http://local.invalid/').href).pathname,
      )?.file;
    if (!iconFile || !existsSync(iconFile)) {
      problems.push({
        message: `The web manifest ${shown} names the icon ${icon.src}, which is not in the output.`,
        file: shown,
        field: 'icons',
        hint: 'Build again, or add the icon to public/.',
      });
      continue;
    }
    const size = icon.type === 'image/png' ? pngSize(readFileSync(iconFile)) : undefined;
    if (size && icon.sizes && icon.sizes !== `${size.width}x${size.height}`) {
      problems.push({
        message: `The icon ${icon.src} is ${size.width}x${size.height}, but ${shown} says ${icon.sizes}.`,
        file: shown,
        field: 'icons',
        hint: 'Build again, or fix its sizes.',
      });
    }
  }
  return problems;
}

function checkFeed(
  distDir: string,
  displayDir: string,
  page: BuiltPage,
  href: string,
): Diagnostic[] {
  const { file, shown } = localFile(distDir, displayDir, page, href) ?? {};
  if (!file) return [];
  if (!existsSync(file))
    return [
      {
        message: `The feed ${href} is not in the output.`,
        file: page.displayFile,
        field: 'link[rel=alternate]',
        hint: 'Build again, or fix `feeds` in content/config.ts.',
      },
    ];
  const xml = readFileSync(file, 'utf8');
  const forbidden = findForbiddenXml(xml);
  if (forbidden) {
    return [
      {
        message: `The feed holds U+${forbidden.codePoint.toString(16).toUpperCase().padStart(4, '0')}, a character XML 1.0 forbids: feed readers reject the whole feed.`,
        file: shown,
        line: forbidden.line,
        hint: 'Remove the control character from the entry text it came from, and build again.',
      },
    ];
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return [
      {
        message: `The feed is not well-formed XML: ${valid.err.msg}`,
        file: shown,
        line: valid.err.line,
        hint: 'Build again; report a bug if it persists.',
      },
    ];
  }
  const missing = missingFeedElements(xml);
  return missing.length === 0
    ? []
    : [
        {
          message: `The Atom feed lacks required elements: ${missing.join(', ')}.`,
          file: shown,
          hint: 'Build again, or check `feeds` in content/config.ts.',
        },
      ];
}

/** The elements an Atom feed requires that it lacks: its `id`, `title` and `updated`, and each entry's `id`, `title`, `updated` and `link`. */
function missingFeedElements(xml: string): string[] {
  const feed = (
    new XMLParser({ isArray: (name) => name === 'entry' }).parse(xml) as {
      feed?: {
        id?: unknown;
        title?: unknown;
        updated?: unknown;
        entry?: Array<Record<string, unknown>>;
      };
    }
  ).feed;
  const missing = !feed
    ? ['feed']
    : ['id', 'title', 'updated'].filter((name) => !(feed as Record<string, unknown>)[name]);
  for (const [index, entry] of (feed?.entry ?? []).entries()) {
    for (const name of ['id', 'title', 'updated', 'link'])
      if (entry[name] === undefined) missing.push(`entry[${index}].${name}`);
  }
  return missing;
}
