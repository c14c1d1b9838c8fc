/**
 * Data files of `dataFiles` in content/config.ts: text or JSON the site computes from its
 * collections at build time, such as a search index a page's script fetches. An entry is one
 * file (`path` and `contents()`) or, with `files()`, any number of files from one computation
 * (an index split into chunks whose names are known only once it is computed).
 */
import type { Collections, DataFileConfig, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import type { OutputFile } from './hash-asset';

const CONFIG_FILE = 'content/config.ts';
/** A path under the output folder with an extension, and no `..`: `/blog/search.json`. */
const DATA_PATH = /^(\/[\w-][\w.-]*)+\.[a-z0-9]+$/i;

const isDataPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  DATA_PATH.test(value) &&
  !value.includes('..') &&
  !value.endsWith('.html');

type DataContext = Parameters<Extract<DataFileConfig, { path: string }>['contents']>[0];

/** Phase step: every data file, or a build error naming the config field at fault. */
export function renderDataFiles(
  configs: DataFileConfig[] | undefined,
  collections: Collections,
  site: SiteConfig,
): OutputFile[] {
  const problems: Diagnostic[] = [];
  const files: OutputFile[] = [];
  // Which entry wrote each path, so a second one writing it is named with the first.
  const writtenBy = new Map<string, string>();
  (configs ?? []).forEach((config, index) => {
    const produced = produceDataFiles(config, `dataFiles[${index}]`, { collections, site });
    if (!Array.isArray(produced)) {
      problems.push(produced);
      return;
    }
    for (const { sitePath, contents, field } of produced) {
      const first = writtenBy.get(sitePath);
      if (first !== undefined) {
        problems.push({
          message: `${field} writes ${sitePath}, which ${first} writes already.`,
          file: CONFIG_FILE,
          field,
          hint: 'Give each data file a path of its own.',
        });
        continue;
      }
      writtenBy.set(sitePath, field.replace(/\.\w+$/, ''));
      files.push({
        path: sitePath.slice(1),
        contents: typeof contents === 'string' ? contents : JSON.stringify(contents),
      });
    }
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files;
}

const problem = (field: string, message: string, hint: string): Diagnostic => ({
  message,
  file: CONFIG_FILE,
  field,
  hint,
});

/** The files one entry of `dataFiles` makes, each with the field that made it; or its problem. */
function produceDataFiles(
  config: DataFileConfig | undefined,
  field: string,
  context: DataContext,
): Array<{ sitePath: string; contents: unknown; field: string }> | Diagnostic {
  if (config && 'files' in config && typeof config.files === 'function') {
    let produced: unknown;
    try {
      produced = config.files(context);
    } catch (error) {
      return problem(
        `${field}.files`,
        `${field}.files() threw: ${errorText(error)}`,
        'Fix files(); it runs at build time with the loaded collections.',
      );
    }
    if (typeof produced !== 'object' || produced === null || Array.isArray(produced)) {
      return problem(
        `${field}.files`,
        `${field}.files() returned ${Array.isArray(produced) ? 'a list' : JSON.stringify(produced)}, not an object of site path to contents.`,
        "Return an object such as { '/blog/search.json': manifest, '/blog/search/r-0.json': rows }.",
      );
    }
    const bad = Object.keys(produced).filter((sitePath) => !isDataPath(sitePath));
    if (bad.length > 0) {
      return problem(
        `${field}.files`,
        `${field}.files() returned ${bad.map((sitePath) => JSON.stringify(sitePath)).join(', ')}, not a site path with an extension.`,
        'Give paths such as /blog/search/r-0.json (pages, not data files, make .html).',
      );
    }
    return Object.entries(produced).map(([sitePath, contents]) => ({
      sitePath,
      contents,
      field: `${field}.files`,
    }));
  }
  const single = config as Partial<Extract<DataFileConfig, { path: string }>> | undefined;
  if (!isDataPath(single?.path)) {
    return problem(
      `${field}.path`,
      `The data file path ${JSON.stringify(single?.path)} is not a site path with an extension.`,
      'Give a path such as /blog/search.json (pages, not data files, make .html), or files() for several files.',
    );
  }
  try {
    return [{ sitePath: single.path, contents: single.contents!(context), field: `${field}.path` }];
  } catch (error) {
    return problem(
      `${field}.contents`,
      `${field}.contents() threw for ${single.path}: ${errorText(error)}`,
      'Fix contents(); it runs at build time with the loaded collections.',
    );
  }
}
