/** Where things are in a project, and the defaults of the settings in content/config.ts. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashOf } from './pipeline/cache';
import type { Budgets, BuildSettings, ContentConfigModule } from './contract';

/** Byte budgets for `site check` (HTML, CSS and JavaScript gzipped; images as served), unless `build.budgets` in content/config.ts says otherwise. */
export const BUDGETS: Budgets = {
  pageHtmlCssGzip: 14 * 1024,
  scriptGzip: 2.5 * 1024,
  imageBytes: 200 * 1024,
  pageImageBytes: 250 * 1024,
};

export const DEFAULT_OUT_DIR = 'dist';
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4321;

/** The settings of content/config.ts with every default filled in; `clientEntry` an absolute path. */
export function resolveSettings(paths: Pick<ProjectPaths, 'root'>, settings: BuildSettings = {}) {
  return {
    clientEntry: path.resolve(paths.root, settings.clientEntry ?? 'src/client/main.ts'),
    budgets: { ...BUDGETS, ...settings.budgets },
  };
}

/** A locale of the site, as pages are built in it. */
export type ResolvedLocale = ReturnType<typeof resolveLocales>[number];

/**
 * The locales of `i18n` in content/config.ts (validated by load-pages.ts), in their order, each
 * with what its routes start with (`` for the default locale, `/te` for the others); without
 * `i18n`, one locale from `site.lang` (`en-IN` gives `en`) with no messages.
 */
export function resolveLocales({ site, i18n }: Pick<ContentConfigModule, 'site' | 'i18n'>) {
  if (!i18n) {
    const code = site.lang.split('-')[0]!.toLowerCase();
    return [
      { code, lang: site.lang, name: site.lang, ogLocale: site.locale, messages: {}, prefix: '' },
    ];
  }
  return Object.entries(i18n.locales).map(([code, locale]) => ({
    code,
    ...locale,
    prefix: code === i18n.defaultLocale ? '' : `/${code}`,
  }));
}

/** The generator's own package: the nearest package.json above this module (or its bundle in node_modules/.cache). */
const generatorPackage = findPackage(path.dirname(fileURLToPath(import.meta.url)));
/** The generator's node_modules, from which compiled pages resolve their bare imports. */
export const GENERATOR_MODULES = path.join(generatorPackage.folder, 'node_modules');

/** The nearest package.json above `start` (of package `name`, if given): its folder and version. */
function findPackage(start: string, name?: string): { folder: string; version: string } {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    const found = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    if (found && (name === undefined || found.name === name)) return { ...found, folder };
    if (path.dirname(folder) === folder)
      throw new Error(`No package.json${name ? ` of ${name}` : ''} above ${start}`);
  }
}

/**
 * The version of package `name` as file `from` (the generator by default) resolves it, or the
 * generator's own; read above the package's entry, as some packages do not export package.json.
 */
export function packageVersion(name?: string, from = fileURLToPath(import.meta.url)): string {
  if (name === undefined) return generatorPackage.version;
  return findPackage(path.dirname(createRequire(from).resolve(name)), name).version;
}

export type ProjectPaths = ReturnType<typeof resolvePaths>;

export function resolvePaths(root: string) {
  const absoluteRoot = path.resolve(root);
  return {
    root: absoluteRoot,
    pages: path.join(absoluteRoot, 'pages'),
    content: path.join(absoluteRoot, 'content'),
    contentConfig: path.join(absoluteRoot, 'content', 'config.ts'),
    styles: path.join(absoluteRoot, 'styles'),
    /** The stylesheet entry; its `@import`s are bundled. */
    styleEntry: path.join(absoluteRoot, 'styles', 'main.css'),
    public: path.join(absoluteRoot, 'public'),
    /** Where transient bundles live; inside the generator's own node_modules so `react` resolves to ours. */
    cache: path.join(GENERATOR_MODULES, '.cache', 'site', hashOf(absoluteRoot).slice(0, 12)),
  };
}

/** A path relative to the project root with forward slashes, as diagnostics show it. */
export function relativeToRoot(paths: Pick<ProjectPaths, 'root'>, file: string): string {
  return path.relative(paths.root, file).split(path.sep).join('/');
}
