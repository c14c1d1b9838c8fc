/**
 * Loads content collections: `content/<collection>/*.md` with YAML front matter.
 *
 * Each file's front matter is validated against the schema the site declares in
 * `content/config.ts`; every problem in every file is reported in one pass.
 */
import fg from 'fast-glob';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
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
  const frontMatter = parseFrontMatter(source, file);
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

interface FrontMatter {
  data: unknown;
  body: string;
  /** The file line of a top-level front matter key, if present. */
  lineOf(key: string): number | undefined;
}

function parseFrontMatter(source: string, file: string): FrontMatter | { problems: Diagnostic[] } {
  const lineCounter = new YAML.LineCounter();
  let document: YAML.Document.Parsed | undefined;
  // gray-matter finds the block; `yaml` parses it so dates stay strings and positions are known.
  const split = matter(source, {
    engines: {
      yaml: (text: string) => {
        document = YAML.parseDocument(text, { lineCounter });
        return {};
      },
    },
  });
  // gray-matter passes the block with the newline after the opening `---`, so YAML line N is file line N.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line;
  if (!document) {
    return { problems: [{ message: 'The file has no front matter.', file, line: 1, hint: 'Start the file with a `---` block of YAML fields, closed by another `---`.' }] };
  }
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => ({
        message: `The front matter is not valid YAML: ${error.message.split('\n')[0]}`,
        file,
        line: fileLine(error.pos[0]),
        hint: 'Fix the YAML syntax (quote values that contain a colon).',
      })),
    };
  }
  const parsedDocument = document;
  return {
    data: parsedDocument.toJS() ?? {},
    body: split.content,
    lineOf(key) {
      const node = parsedDocument.get(key, true) as YAML.Node | undefined;
      return node?.range ? fileLine(node.range[0]) : undefined;
    },
  };
}
