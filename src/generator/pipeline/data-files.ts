/**
 * Data files of `dataFiles` in content/config.ts: text or JSON the site computes from its
 * collections at build time, such as a search index a page's script fetches.
 */
import type { Collections, DataFileConfig, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import type { OutputFile } from './hash-asset';

const CONFIG_FILE = 'content/config.ts';
/** A path under the output folder with an extension, and no `..`: `/blog/search.json`. */
const DATA_PATH = /^(\/[\w-][\w.-]*)+\.[a-z0-9]+$/i;

/** Phase step: every data file, or a build error naming the config field at fault. */
export function renderDataFiles(configs: DataFileConfig[] | undefined, collections: Collections, site: SiteConfig): OutputFile[] {
  const problems: Diagnostic[] = [];
  const files: OutputFile[] = [];
  (configs ?? []).forEach((config, index) => {
    const field = `dataFiles[${index}]`;
    if (typeof config?.path !== 'string' || !DATA_PATH.test(config.path) || config.path.includes('..') || config.path.endsWith('.html')) {
      problems.push({ message: `The data file path ${JSON.stringify(config?.path)} is not a site path with an extension.`, file: CONFIG_FILE, field: `${field}.path`, hint: 'Give a path such as /blog/search.json (pages, not data files, make .html).' });
      return;
    }
    let contents: unknown;
    try {
      contents = config.contents({ collections, site });
    } catch (error) {
      problems.push({ message: `${field}.contents() threw for ${config.path}: ${error instanceof Error ? error.message : String(error)}`, file: CONFIG_FILE, field: `${field}.contents`, hint: 'Fix contents(); it runs at build time with the loaded collections.' });
      return;
    }
    files.push({ path: config.path.slice(1), contents: typeof contents === 'string' ? contents : JSON.stringify(contents) });
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files;
}
