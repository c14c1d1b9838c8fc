/**
 * Errors a user can fix, and how they are written to the terminal.
 *
 * A message says what happened and where; the hint says what to do next.
 * A plain `Error` anywhere else means a bug in the generator itself.
 */

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

export interface SiteErrorOptions extends Omit<Diagnostic, 'message'> {
  cause?: unknown;
}

/** A problem in the user's project: one diagnostic, or the whole list found in one pass. */
export class SiteError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(message: string, options: SiteErrorOptions = {}) {
    const { cause, ...location } = options;
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SiteError';
    this.diagnostics = [{ message, ...location }];
  }

  /** Joins several problems into one error so a build can reject once with all of them. */
  static fromList(diagnostics: Diagnostic[]): SiteError {
    const [first, ...rest] = diagnostics;
    if (!first) throw new Error('SiteError.fromList needs at least one diagnostic');
    const error = new SiteError(first.message, first);
    error.diagnostics.push(...rest);
    error.message = diagnostics.length === 1 ? first.message : `${diagnostics.length} problems found`;
    return error;
  }
}

export function isSiteError(value: unknown): value is SiteError {
  return value instanceof SiteError;
}

/** Collects diagnostics from every error given, turning foreign errors into one line each. */
export function toDiagnostics(error: unknown): Diagnostic[] {
  if (isSiteError(error)) return error.diagnostics;
  const message = error instanceof Error ? error.message : String(error);
  return [{ message }];
}

export interface FormatOptions {
  color?: boolean;
}

/** Formats one diagnostic as `file:line:column field: message` with the hint below. */
export function formatDiagnostic(diagnostic: Diagnostic, options: FormatOptions = {}): string {
  const paint = options.color ? ansi : plain;
  const where = formatLocation(diagnostic);
  const head = where ? `${paint.bold(where)}: ${diagnostic.message}` : diagnostic.message;
  const lines = [`${paint.red('error')} ${head}`];
  if (diagnostic.hint) lines.push(`  ${paint.dim('hint:')} ${diagnostic.hint}`);
  return lines.join('\n');
}

function formatLocation({ file, line, column, field }: Diagnostic): string {
  let where = file ?? '';
  if (file && line !== undefined) where += `:${line}${column !== undefined ? `:${column}` : ''}`;
  if (field) where += where ? ` (${field})` : field;
  return where;
}

type Paint = Record<'bold' | 'red' | 'dim' | 'green' | 'yellow', (text: string) => string>;

const plain: Paint = {
  bold: (t) => t,
  red: (t) => t,
  dim: (t) => t,
  green: (t) => t,
  yellow: (t) => t,
};

const ansi: Paint = {
  bold: (t) => `\u001b[1m${t}\u001b[22m`,
  red: (t) => `\u001b[31m${t}\u001b[39m`,
  dim: (t) => `\u001b[2m${t}\u001b[22m`,
  green: (t) => `\u001b[32m${t}\u001b[39m`,
  yellow: (t) => `\u001b[33m${t}\u001b[39m`,
};

/** Colour helpers for other printers (the CLI decides whether colour is on). */
export function paint(color: boolean): Paint {
  return color ? ansi : plain;
}
