/**
 * Loads content collections: `content/<collection>/*.md` with YAML front matter.
 *
 * Each file's front matter is validated against the schema the site declares in
 * `content/config.ts`; every problem in every file is reported in one pass.
 */
import fg from 'fast-glob';
import { Marked } from 'marked';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { parseFrontMatter } from './front-matter';
import { FILE_CONCURRENCY, mapLimited } from './map-limited';

const ID = /^[a-z0-9][a-z0-9-]*$/;

const markdown = new Marked({ gfm: true });

/** Phase: reads, validates and renders every collection the site declares. */
export async function loadContent(
  paths: ProjectPaths,
  collections: Record<string, CollectionConfig> = {},
): Promise<Collections> {
  const problems: Diagnostic[] = [];
  const result: Collections = {};
  await Promise.all(
    Object.entries(collections).map(async ([name, config]) => {
      const folder = path.join(paths.content, name);
      const files = (await fg('*.md', { cwd: folder, onlyFiles: true })).sort();
      const loaded = await mapLimited(files, FILE_CONCURRENCY, (file) => loadEntry(paths, name, path.join(folder, file), config));
      result[name] = [];
      for (const item of loaded) {
        if (Array.isArray(item)) problems.push(...item);
        else result[name].push(item);
      }
    }),
  );
  if (problems.length > 0) {
    throw SiteError.fromList(problems.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '')));
  }
  return result;
}

async function loadEntry(
  paths: ProjectPaths,
  collection: string,
  absoluteFile: string,
  config: CollectionConfig,
): Promise<Entry | Diagnostic[]> {
  const file = relativeToRoot(paths, absoluteFile);
  const id = path.basename(absoluteFile, '.md');
  if (!ID.test(id)) {
    return [{ message: `"${id}" is not a valid entry id.`, file, hint: 'Name the file in lowercase letters, digits and dashes; the name becomes its URL.' }];
  }
  const source = await readFile(absoluteFile, 'utf8');
  const frontMatter = await parseFrontMatter(source, file);
  if ('problems' in frontMatter) return frontMatter.problems;

  const parsed = config.schema.safeParse(frontMatter.data);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.') || undefined;
      const line = field ? frontMatter.lineOf(issue.path[0] as string) : undefined;
      return {
        message: `${field ?? 'front matter'}: ${issue.message}.`.replace(/\.\.$/, '.'),
        file,
        ...(field && { field }),
        ...(line !== undefined && { line }),
        hint: field && line === undefined ? `Add \`${field}\` to the front matter.` : 'Correct this front matter value.',
      };
    });
  }
  const html = await markdown.parse(frontMatter.body);
  return { id, collection, file, data: parsed.data as Record<string, unknown>, html };
}
