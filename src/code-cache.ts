/**
 * V8's code cache for the CommonJS modules a command loads: React, the compiled pages, the
 * schema library. Node 22 offers this as `module.enableCompileCache()`; on Node 20
 * each module is compiled here through `vm.Script` with the cached data of an earlier run, so
 * that V8 deserializes its bytecode instead of parsing and compiling the source again.
 *
 * An entry is keyed by the module's path and holds a hash of its source: a changed module is
 * compiled afresh and its entry replaced. V8 itself rejects data from another V8 version or
 * other flags, so data made after the run changed V8's flags is not written. New entries are
 * written when the process exits, after the run, so they include the functions the run
 * compiled lazily (what rendering pages needs). Worker threads read entries but never write
 * them. Modules that use `import()` are left to Node, which gives `vm.Script` no loader for it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

/** At most this many new entries per run (a build loads about 15 modules). */
const MAX_PENDING = 64;
/** Entries no run has written for this long are removed when new ones are written. */
const STALE_ENTRY_MS = 7 * 24 * 60 * 60_000;

interface PendingEntry {
  entry: string;
  sourceHash: string;
  script: vm.Script;
  /** V8's version and flags when the module was compiled. */
  tag: number;
}

interface CompilableModule {
  exports: unknown;
  filename: string;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}

interface ModuleInternals {
  prototype: CompilableModule;
  wrap(source: string): string;
  _cache: Record<string, unknown>;
  _extensions: Record<string, unknown>;
}

let enabledFolder: string | undefined;
const counts = { hits: 0, misses: 0 };

/** How many modules this thread compiled from cached data, and how many without. */
export function codeCacheCounts(): { hits: number; misses: number } {
  return { ...counts };
}

/** The folder given to `enableCodeCache()` in this thread, for worker threads to use it too. */
export function codeCacheFolder(): string | undefined {
  return enabledFolder;
}

/**
 * Compiles every CommonJS module loaded from now on with the code cache in `folder`; a worker
 * thread passes `write: false`, leaving the writing to the main thread.
 */
export function enableCodeCache(folder: string, { write = true }: { write?: boolean } = {}): void {
  if (enabledFolder) return;
  enabledFolder = folder;
  const native = (Module as unknown as { enableCompileCache?: (directory: string) => unknown }).enableCompileCache;
  if (native) {
    native(folder);
    return;
  }
  const internals = Module as unknown as ModuleInternals;
  const compile = internals.prototype._compile;
  const pending: PendingEntry[] = [];
  const entries = path.join(folder, process.version);

  internals.prototype._compile = function compileWithCache(this: CompilableModule, content: string, filename: string) {
    if (content.includes('import(')) return compile.call(this, content, filename);
    const entry = path.join(entries, createHash('sha1').update(filename).digest('hex'));
    const sourceHash = createHash('sha1').update(content).digest('hex');
    const cachedData = readEntry(entry, sourceHash);
    const script = new vm.Script(internals.wrap(content), { filename, cachedData });
    const hit = cachedData !== undefined && !script.cachedDataRejected;
    counts[hit ? 'hits' : 'misses']++;
    // A long watch session compiles a new page bundle per code change: keep a bounded number of scripts for the exit.
    if (write && !hit && pending.length < MAX_PENDING) pending.push({ entry, sourceHash, script, tag: v8.cachedDataVersionTag() });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const module = this;
    const resolver = createRequire(filename);
    const require = Object.assign((id: string) => module.require(id), {
      resolve: resolver.resolve,
      main: resolver.main,
      cache: internals._cache,
      extensions: internals._extensions,
    });
    return wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
  };

  if (write) process.once('exit', () => writeEntries(entries, pending));
}

/** The cached data of an entry when it was made from this source. */
function readEntry(entry: string, sourceHash: string): Buffer | undefined {
  try {
    const data = readFileSync(entry);
    return data.subarray(0, 40).toString('latin1') === sourceHash ? data.subarray(40) : undefined;
  } catch {
    return undefined;
  }
}

function writeEntries(folder: string, entries: PendingEntry[]): void {
  // Data made after V8's flags changed (the Markdown renderer sets one for small sites) carries
  // the new flags, and the next run, compiling this module before the change, would reject it.
  const tag = v8.cachedDataVersionTag();
  const pending = entries.filter((entry) => entry.tag === tag);
  if (pending.length === 0) return;
  try {
    mkdirSync(folder, { recursive: true });
    for (const { entry, sourceHash, script } of pending) {
      const temporary = `${entry}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.concat([Buffer.from(sourceHash, 'latin1'), script.createCachedData()]));
      renameSync(temporary, entry);
    }
    const now = Date.now();
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (now - statSync(file).mtimeMs > STALE_ENTRY_MS) rmSync(file, { force: true });
    }
  } catch {
    // A cache that cannot be written costs the next run time, nothing else.
  }
}
