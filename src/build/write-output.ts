/**
 * Writes the output atomically: everything goes into a temporary sibling folder (the staging
 * folder), which replaces the old output only after every file was written. A failure leaves
 * the previous output exactly as it was.
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';
import type { OutputFile } from './hash-asset';
import { listFiles } from './list-files';

/** Refuses output folders that would overwrite or swallow the project. */
export function resolveOutDir(paths: ProjectPaths, outDir: string): string {
  const resolved = path.resolve(paths.root, outDir);
  const inside = (parent: string, child: string) => child === parent || child.startsWith(parent + path.sep);
  if (inside(resolved, paths.root)) {
    throw new SiteError(`The output folder ${outDir} is, or contains, the project root.`, {
      field: '--out',
      hint: 'Choose a folder of its own, such as dist.',
    });
  }
  for (const source of [paths.pages, paths.content, paths.styles, paths.public, path.join(paths.root, 'src')]) {
    if (inside(source, resolved)) {
      throw new SiteError(`The output folder ${outDir} is inside the source folder ${relativeToRoot(paths, source)}.`, {
        field: '--out',
        hint: 'Choose a folder outside pages/, content/, styles/, public/ and src/, such as dist.',
      });
    }
  }
  return resolved;
}

/** The folder a build writes into; it replaces the output only on `commit()`. */
export interface Staging {
  /** The staging folder itself, for writers in other threads. */
  folder: string;
  /** Refuses the build when a public file has the output path of a generated one. */
  claim(generated: string[]): void;
  write(file: OutputFile): Promise<void>;
  /** Swaps the staging folder into place of the output folder. */
  commit(): Promise<void>;
  /** Removes the staging folder, leaving the previous output as it was; nothing after `commit()`. */
  abort(): Promise<void>;
}

/**
 * Phase: creates the staging folder beside the output and copies public/ into it, early, while
 * other phases run; `claim()` then checks that no public file has a generated file's path.
 */
export async function openStaging(paths: ProjectPaths, outDir: string): Promise<Staging> {
  const staging = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  const abort = () => rm(staging, { recursive: true, force: true });
  const folders = new Map<string, Promise<unknown>>();
  const ensureFolder = (folder: string) => {
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    return folders.get(folder)!;
  };
  let publicFiles: string[] = [];
  try {
    // Not one recursive mkdir: on a read-only file system Node 20 reports that as ENOENT.
    await mkdir(path.dirname(staging), { recursive: true });
    await mkdir(staging);
    publicFiles = await listFiles(paths.public);
    await copyFiles(paths.public, staging, publicFiles);
  } catch (error) {
    await abort();
    throw error;
  }
  return {
    folder: staging,
    claim(generatedPaths) {
      const generated = new Set(generatedPaths);
      const clash = publicFiles.find((file) => generated.has(file));
      if (clash) {
        throw new SiteError(`public/${clash} has the same output path as a generated file.`, {
          file: `public/${clash}`,
          hint: 'Rename or remove it; the generator writes this file itself.',
        });
      }
    },
    async write(file) {
      const target = path.join(staging, file.path);
      await ensureFolder(path.dirname(target));
      await writeFile(target, file.contents);
    },
    commit: () => swapInto(staging, outDir),
    abort,
  };
}

/**
 * Copies the listed files, all at once (Node's recursive `cp` visits them one by one, and took
 * three times as long for public/). A symlink to a folder is copied as the folder it points to.
 */
async function copyFiles(from: string, to: string, files: string[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(to, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(
    files.map((file) =>
      copyFile(path.join(from, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EISDIR') throw error;
        return cp(path.join(from, file), path.join(to, file), { recursive: true, dereference: true });
      }),
    ),
  );
}

async function swapInto(staging: string, outDir: string): Promise<void> {
  if (!existsSync(outDir)) {
    await rename(staging, outDir);
    return;
  }
  const previous = `${outDir}.old-${process.pid}-${Date.now().toString(36)}`;
  await rename(outDir, previous);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(previous, outDir);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}
