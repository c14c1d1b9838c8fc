/**
 * `npx tsx bench/search-index.ts [count]`: what the blog's search index costs at `count`
 * generated articles (bench/corpus.ts, 4,000 by default) plus the real ones: CPU time of
 * searchIndexFiles() (median of five runs), its files, and the bytes a visitor downloads for
 * a one-word search (manifest, the word's shard, the row files of the first six hits), gzipped
 * at level 9 as `site serve` and hosts send them. Writes nothing into the repository.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderMarkdown } from '../src/generator/pipeline/markdown-html';
import type { BlogEntry } from '../src/website/components/site-page';
import {
  SEARCH_INDEX_PATH,
  searchIndexFiles,
  type SearchManifest,
} from '../src/website/components/blog-pages';
import { SEARCH_CHUNK, searchWords, shardOf } from '../src/website/client/search-words';
import { writeCorpus } from './corpus';

const count = Number(process.argv[2] ?? 4000);
const folder = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
await writeCorpus(folder, count);
const realFolder = path.resolve(import.meta.dirname, '../content/blog');
const sources = [
  ...(await readdir(folder)).map((name) => path.join(folder, name)),
  ...(await readdir(realFolder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(realFolder, name)),
];
const articles: BlogEntry[] = [];
for (const file of sources) {
  const text = await readFile(file, 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const data = Object.fromEntries(
    front
      .split('\n')
      .map((line) => /^(\w+):\s*"?(.*?)"?$/.exec(line))
      .filter((match) => match)
      .map((match) => [match![1], match![2]]),
  );
  articles.push({
    id: path.basename(file, '.md'),
    data,
    body,
    html: await renderMarkdown(body),
  } as unknown as BlogEntry);
}
await rm(folder, { recursive: true });

const cpu: number[] = [];
let files: Record<string, unknown> = {};
for (let run = 0; run < 5; run++) {
  const start = process.cpuUsage();
  files = searchIndexFiles(articles);
  const used = process.cpuUsage(start);
  cpu.push((used.user + used.system) / 1000);
}
const gz = (value: unknown) =>
  gzipSync(typeof value === 'string' ? value : JSON.stringify(value), { level: 9 }).byteLength;
const sizes = Object.entries(files).map(([file, contents]) => ({
  file,
  raw: JSON.stringify(contents).length,
  gzip: gz(contents),
}));
const manifest = files[SEARCH_INDEX_PATH] as SearchManifest;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `${articles.length} articles; searchIndexFiles() CPU ms, five runs: ${cpu.map((ms) => ms.toFixed(0)).join(' ')} (median ${cpu.sort((a, b) => a - b)[2]!.toFixed(0)})`,
);
console.log(
  `${sizes.length} files, ${kb(sizes.reduce((sum, file) => sum + file.raw, 0))}, ${kb(sizes.reduce((sum, file) => sum + file.gzip, 0))} gzipped; manifest ${kb(sizes[0]!.gzip)} gzipped`,
);
const largest = (prefix: string) =>
  sizes.filter((file) => file.file.includes(prefix)).sort((a, b) => b.gzip - a.gzip)[0]!;
console.log(
  `largest shard ${largest('/w-').file} ${kb(largest('/w-').gzip)}, largest row file ${kb(largest('/r-').gzip)} gzipped`,
);
/** What one search for `query` downloads, as blog.ts fetches it. */
function searchBytes(query: string): string {
  const folder = SEARCH_INDEX_PATH.replace(/\.json$/, '/');
  const fetched = new Set([SEARCH_INDEX_PATH]);
  let found = [...Array(manifest.count).keys()];
  for (const word of searchWords(query)) {
    const shard = (files[`${folder}w-${shardOf(word)}.json`] ?? {}) as Record<string, number[]>;
    if (manifest.shards.split(' ').includes(shardOf(word)))
      fetched.add(`${folder}w-${shardOf(word)}.json`);
    const has = new Set(
      Object.keys(shard)
        .filter((term) => term.startsWith(word))
        .flatMap((term) => shard[term]!),
    );
    found = found.filter((id) => has.has(id));
  }
  for (const id of found.slice(0, 6))
    fetched.add(`${folder}r-${Math.floor(id / SEARCH_CHUNK)}.json`);
  return `"${query}": ${found.length} hits, ${fetched.size} files, ${kb([...fetched].reduce((sum, file) => sum + gz(files[file]), 0))} gzipped`;
}
for (const query of ['the', 'pickle', 'volumetric', 'daughter', 'customs', 'to', 'pa'])
  console.log(searchBytes(query));
