/**
 * Data files of `dataFiles` in content/config.ts: text or JSON the site computes from its
 * collections at build time, such as a search index a page's script fetches. An entry is one
 * file (`path` and `contents()`) or, with `files()`, any number of files from one computation
 * (an index split into chunks whose names are known only once it is computed).
 */
import type { Collections, DataFileConfig, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import type { OutputFile } from './hash-asset';

/** A path under the output folder with an extension, and no `..`: `/blog/search.json`. */
const DATA_PATH = /^(\/[\w-][\w.-]*)+\.[a-z0-9]+$/i;

const isDataPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  DATA_PATH.test(value) &&
  !value.includes('..') &&
  !value.endsWith('.html');

const problem = (field: string, message: string, hint: string): Diagnostic => ({
  message,
  file: 'content/config.ts',
  field,
  hint,
});

/** Phase step: every data file, or a build error naming the config field at fault. */
export function renderDataFiles(
  configs: DataFileConfig[] | undefined,
  collections: Collections,
  site: SiteConfig,
): OutputFile[] {
  const problems: Diagnostic[] = [];
  // Each path with the entry that wrote it first, so a second one writing it is named with it.
  const written = new Map<string, { entry: string; contents: unknown }>();
  (configs ?? []).forEach((config, index) => {
    const entry = `dataFiles[${index}]`;
    const produced = produceDataFiles(config, entry, { collections, site });
    if ('message' in produced) return problems.push(produced);
    for (const [sitePath, contents] of produced.files) {
      const first = written.get(sitePath)?.entry;
      if (first === undefined) written.set(sitePath, { entry, contents });
      else
        problems.push(
          problem(
            produced.field,
            `${produced.field} writes ${sitePath}, which ${first} writes already.`,
            'Give each data file a path of its own.',
          ),
        );
    }
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return [...written].map(([sitePath, { contents }]) => ({
    path: sitePath.slice(1),
    contents: typeof contents === 'string' ? contents : JSON.stringify(contents),
  }));
}

/** The files one entry of `dataFiles` makes, by site path, with the field that made them; or its problem. */
function produceDataFiles(
  config: DataFileConfig | undefined,
  entry: string,
  context: { collections: Collections; site: SiteConfig },
): { field: string; files: Array<[string, unknown]> } | Diagnostic {
  const many = config && 'files' in config && typeof config.files === 'function' ? config : null;
  const single = config as Partial<Extract<DataFileConfig, { path: string }>> | undefined;
  if (!many && !isDataPath(single?.path)) {
    return problem(
      `${entry}.path`,
      `The data file path ${JSON.stringify(single?.path)} is not a site path with an extension.`,
      'Give a path such as /blog/search.json (pages, not data files, make .html), or files() for several files.',
    );
  }
  const made = many ? `${entry}.files` : `${entry}.contents`;
  let produced: unknown;
  try {
    produced = many ? many.files(context) : { [single!.path!]: single!.contents!(context) };
  } catch (error) {
    return problem(
      made,
      `${made}() threw${many ? '' : ` for ${single!.path}`}: ${errorText(error)}`,
      `Fix ${many ? 'files' : 'contents'}(); it runs at build time with the loaded collections.`,
    );
  }
  if (typeof produced !== 'object' || produced === null || Array.isArray(produced)) {
    return problem(
      made,
      `${made}() returned ${Array.isArray(produced) ? 'a list' : JSON.stringify(produced)}, not an object of site path to contents.`,
      "Return an object such as { '/blog/search.json': manifest, '/blog/search/r-0.json': rows }.",
    );
  }
  const bad = Object.keys(produced).filter((sitePath) => !isDataPath(sitePath));
  if (bad.length > 0) {
    return problem(
      made,
      `${made}() returned ${bad.map((sitePath) => JSON.stringify(sitePath)).join(', ')}, not a site path with an extension.`,
      'Give paths such as /blog/search/r-0.json (pages, not data files, make .html).',
    );
  }
  return { field: many ? made : `${entry}.path`, files: Object.entries(produced) };
}
