/**
 * Errors a user can fix, and how they are written to the terminal. A message says what happened
 * and where; the hint says what to do next. A plain `Error` means a bug in the generator.
 */
import { styleText } from 'node:util';
import type { BuildFailure } from 'esbuild';

export interface Diagnostic {
  /** What happened, as one sentence. */
  message: string;
  /** Path relative to the project root, with forward slashes. */
  file?: string;
  /** Dotted path of the offending value, e.g. `meta.description` or `publishDate`. */
  field?: string;
  line?: number;
  column?: number;
  /** What to do next. */
  hint?: string;
}

/** A problem in the user's project: one diagnostic, or the whole list found in one pass. */
export class SiteError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(message: string, options: Omit<Diagnostic, 'message'> & { cause?: unknown } = {}) {
    const { cause, ...location } = options;
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SiteError';
    this.diagnostics = [{ message, ...location }];
  }

  /** Joins several problems into one error so a build can reject once with all of them. */
  static fromList([first, ...rest]: Diagnostic[]): SiteError {
    const error = new SiteError(first!.message, first);
    error.diagnostics.push(...rest);
    if (rest.length > 0) error.message = `${rest.length + 1} problems found`;
    return error;
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The error as a problem the user can fix: a SiteError, or a machine error (`fromSystemError`); undefined for a bug. */
export function toSiteError(error: unknown): SiteError | undefined {
  return error instanceof SiteError ? error : fromSystemError(error);
}

/** The error's diagnostics; a bug's message as one line. */
export function toDiagnostics(error: unknown): Diagnostic[] {
  const userError = toSiteError(error);
  return userError ? userError.diagnostics : [{ message: errorText(error) }];
}

/**
 * An esbuild failure as one SiteError listing every message with its file (`file` when esbuild
 * names none), line and column, prefixed by `what`; anything else esbuild throws is returned as is.
 */
export function fromEsbuildFailure(
  error: unknown,
  { what, file, hint }: { what?: string; file: string; hint: string },
): unknown {
  const messages = (error as Partial<BuildFailure> | undefined)?.errors;
  if (!Array.isArray(messages) || messages.length === 0) return error;
  const failure = SiteError.fromList(
    messages.map(({ text, location }) => ({
      message: `${what ? `${what}: ` : ''}${text}.`.replace(/\.\.$/, '.'),
      file: location?.file ?? file,
      ...(location && { line: location.line, column: location.column + 1 }),
      hint,
    })),
  );
  failure.cause = error;
  return failure;
}

/** What to do about an error the machine reports, by its code. */
const SYSTEM_HINTS: Record<string, string> = {
  ENOSPC:
    'The disk is full. Free some space (or build into a folder on another disk with --out) and run the command again.',
  EDQUOT:
    'The disk quota is used up. Free some space (or build into a folder on another disk with --out) and run the command again.',
  EACCES:
    'Permission denied. Make the folder writable for this user (or choose another folder with --out) and run the command again.',
  EPERM:
    'The operation is not permitted. Check the permissions of this path (or choose another folder with --out) and run the command again.',
  EROFS:
    'The file system is read-only. Choose a folder on a writable disk with --out and run the command again.',
  ENOTDIR:
    'A part of this path is a file, not a folder. Move that file away or choose another path.',
  EISDIR:
    'This path is a folder where a file is expected. Move the folder away (in public/, rename what clashes) and run the command again.',
  EEXIST: 'Something already exists at this path. Move it away and run the command again.',
  ENOENT:
    'This path does not exist: it was moved or removed while the command ran, or a symbolic link on the way leads nowhere. Check it and run the command again.',
  ELOOP:
    'A symbolic link on this path leads round in a loop. Fix or remove the link and run the command again.',
  EMFILE:
    'Too many files are open for this process. Raise the limit (such as `ulimit -n 4096`) and run the command again.',
  ENFILE: 'Too many files are open on this machine. Close some programs and run the command again.',
  EXDEV:
    'The build moves its output within one disk, and this path crosses to another. Choose an output folder (--out) whose parent folder is on one disk, and run the command again.',
  EBUSY:
    'The path is in use by another program, or is a mount point (a mounted volume cannot be moved or replaced). Close the program, or build into a folder inside the mount with --out, and run the command again.',
};

/** Codes that say what is wrong with the machine, whatever the path: reported even when Node names none. */
const PATHLESS_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EMFILE', 'ENFILE']);

/** What the failed system call was doing, in words; a call not listed (open, read, write) is its own word. */
const SYSCALL_VERBS: Record<string, string> = {
  mkdir: 'create the folder',
  mkdtemp: 'create the folder',
  rename: 'move',
  copyfile: 'copy',
  lstat: 'read',
  stat: 'read',
  readlink: 'read the link',
  realpath: 'follow the link',
  scandir: 'list',
  opendir: 'list',
  unlink: 'remove',
  rmdir: 'remove',
  rm: 'remove',
  symlink: 'create the link',
  link: 'create the link',
};

/** Node names no path for an error on an open file (write(2) on a full disk): this gives it one. */
export function withPath<T>(error: T, file: string): T {
  const system = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof system.code === 'string' && system.path === undefined)
    system.path = file;
  return error;
}

/** A Node system error the user can fix (a full disk, a permission) as a SiteError; else undefined. */
export function fromSystemError(error: unknown): SiteError | undefined {
  if (error instanceof SiteError || !(error instanceof Error)) return undefined;
  const { code, path, dest, syscall } = error as NodeJS.ErrnoException & { dest?: string };
  const hint = code === undefined ? undefined : SYSTEM_HINTS[code];
  if (!hint || (path === undefined && !PATHLESS_CODES.has(code!))) return undefined;
  const reason = error.message.replace(/^[A-Z]+: /, '').replace(/, \w+( '.*)?$/, '');
  const target = path === undefined ? '' : dest === undefined ? ` ${path}` : ` ${path} to ${dest}`;
  const verb = (syscall && SYSCALL_VERBS[syscall]) ?? syscall ?? 'write';
  return new SiteError(`Could not ${verb}${target}: ${reason} (${code}).`, { hint, cause: error });
}

/** Formats one diagnostic as `file:line:column (field): message` with the hint below; `warning` for what did not stop the command. */
export function formatDiagnostic(
  { message, file, line, column, field, hint }: Diagnostic,
  options: { color?: boolean; severity?: 'error' | 'warning' } = {},
): string {
  const { bold, red, yellow, dim } = paint(options.color ?? false);
  let where = file ?? '';
  if (file && line !== undefined) where += `:${line}${column !== undefined ? `:${column}` : ''}`;
  if (field) where += where ? ` (${field})` : field;
  const head = where ? `${bold(where)}: ${message}` : message;
  const label = options.severity === 'warning' ? yellow('warning') : red('error');
  return `${label} ${head}${hint ? `\n  ${dim('hint:')} ${hint}` : ''}`;
}

const STYLES = ['bold', 'red', 'dim', 'green', 'yellow'] as const;
export type Paint = Record<(typeof STYLES)[number], (text: string) => string>;

/** Colour helpers for other printers (the CLI decides whether colour is on, so the stream is not asked). */
export function paint(color: boolean): Paint {
  const style = (format: (typeof STYLES)[number]) => (text: string) =>
    color ? styleText(format, text, { validateStream: false }) : text;
  return Object.fromEntries(STYLES.map((format) => [format, style(format)])) as Paint;
}

/** The 1-based line of `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The first place in the project's own files (not in node_modules) that the error's stack names, as `file:line:column`. */
export function throwSite(error: unknown, root: string): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, file, line, column] of stack.matchAll(/\(?([^\s()]+):(\d+):(\d+)\)?$/gm)) {
    const absolute = file!.startsWith('file://') ? new URL(file!).pathname : file!;
    if (absolute.startsWith(root) && !absolute.includes('node_modules'))
      return `${absolute.slice(root.length).split('\\').join('/')}:${line}:${column}`;
  }
  return undefined;
}
