/**
 * The command line's grammar: `site <command> [options]`, read with Node's `util.parseArgs`
 * against a table of commands, and the help text written from the same table. Pure: it takes
 * the arguments and returns what to do, so that only `cli.ts` touches `process.argv`.
 */
import { parseArgs as tokenize } from 'node:util';

export interface OptionSpec {
  /** The long flag without its dashes. A `no-` flag (`no-cache`) turns its option (`cache`) off. */
  flag: string;
  /** Shown after the flag in help (`<dir>`); an option with one takes a value. */
  value?: string;
  description: string;
  default?: string | number;
  /** Turns the value into the option's; throws a `UsageError` saying what was expected. */
  parse?: (value: string) => string | number;
}

export interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
}

export interface ProgramSpec {
  name: string;
  description: string;
  commands: CommandSpec[];
}

export type OptionValues = Record<string, string | number | boolean | undefined>;

export type ParsedArgs =
  | { kind: 'run'; command: string; options: OptionValues }
  | { kind: 'help'; text: string }
  | { kind: 'usage-error'; message: string };

/** A value an option's `parse` refuses; its message says what was expected. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const HELP_OPTION: OptionSpec = { flag: 'help', description: 'show this help' };
const WIDTH = 80;

/** Reads `args` (what follows the program's name) against `program`'s commands. */
export function parseArgs(program: ProgramSpec, args: string[]): ParsedArgs {
  const [first, ...rest] = args;
  if (first === undefined) return usageError(program, undefined, 'no command given.', formatProgramHelp(program));
  if (first === '-h' || first === '--help') return { kind: 'help', text: formatProgramHelp(program) };
  if (first === 'help') return helpFor(program, rest[0]);
  if (first.startsWith('-')) return usageError(program, undefined, `unknown option '${first}'; options go after the command.`);
  const command = program.commands.find((candidate) => candidate.name === first);
  if (!command) {
    const similar = closest(first, program.commands.map((candidate) => candidate.name));
    return usageError(program, undefined, `unknown command '${first}'.${similar ? ` Did you mean '${similar}'?` : ''}`);
  }
  return parseCommand(program, command, rest);
}

function helpFor(program: ProgramSpec, name: string | undefined): ParsedArgs {
  if (name === undefined) return { kind: 'help', text: formatProgramHelp(program) };
  const command = program.commands.find((candidate) => candidate.name === name);
  return command ? { kind: 'help', text: formatCommandHelp(program, command) } : usageError(program, undefined, `no help for '${name}': there is no such command.`);
}

function parseCommand(program: ProgramSpec, command: CommandSpec, args: string[]): ParsedArgs {
  const config = Object.fromEntries(command.options.map((option) => [option.flag, { type: option.value ? ('string' as const) : ('boolean' as const) }]));
  const { tokens } = tokenize({ args, options: { ...config, help: { type: 'boolean', short: 'h' } }, strict: false, allowPositionals: true, tokens: true });
  const options: OptionValues = {};
  for (const option of command.options) {
    if (option.flag.startsWith('no-')) options[camelCase(option.flag.slice(3))] = true;
    else if (option.default !== undefined) options[camelCase(option.flag)] = option.default;
  }
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') return usageError(program, command, `'${program.name} ${command.name}' takes no arguments, but got '${token.value}'.`);
    if (token.name === 'help') return { kind: 'help', text: formatCommandHelp(program, command) };
    const option = command.options.find((candidate) => candidate.flag === token.name);
    if (!option || token.rawName.length === 2) {
      const similar = closest(token.rawName, command.options.map((candidate) => `--${candidate.flag}`));
      return usageError(program, command, `unknown option '${token.rawName}'.${similar ? ` Did you mean '${similar}'?` : ''}`);
    }
    if (!option.value) {
      if (token.value !== undefined) return usageError(program, command, `option '--${option.flag}' takes no value, but got '${token.value}'.`);
      if (option.flag.startsWith('no-')) options[camelCase(option.flag.slice(3))] = false;
      else options[camelCase(option.flag)] = true;
      continue;
    }
    if (token.value === undefined) return usageError(program, command, `option '--${option.flag} ${option.value}' needs a value.`);
    try {
      options[camelCase(option.flag)] = option.parse ? option.parse(token.value) : token.value;
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      return usageError(program, command, `option '--${option.flag} ${option.value}' got '${token.value}': ${error.message}`);
    }
  }
  return { kind: 'run', command: command.name, options };
}

function usageError(program: ProgramSpec, command: CommandSpec | undefined, message: string, help?: string): ParsedArgs {
  const where = command ? `${program.name} ${command.name}` : program.name;
  return { kind: 'usage-error', message: `error: ${message}\n${help ?? `(run \`${where} --help\` for usage)\n`}` };
}

/** The program's help: its commands, each with its one-line description. */
export function formatProgramHelp(program: ProgramSpec): string {
  const commands = [...program.commands.map((command) => [`${command.name} [options]`, command.description]), ['help [command]', 'show the help of a command']];
  return [
    `Usage: ${program.name} <command> [options]\n`,
    `${wrap(program.description, WIDTH).join('\n')}\n`,
    'Commands:',
    ...formatTable(commands),
    '',
    `Run \`${program.name} <command> --help\` for a command's options.`,
    '',
  ].join('\n');
}

/** A command's help: each option with its value, description and default. */
export function formatCommandHelp(program: ProgramSpec, command: CommandSpec): string {
  const rows = [...command.options, HELP_OPTION].map((option) => [
    `${option.flag === 'help' ? '-h, ' : ''}--${option.flag}${option.value ? ` ${option.value}` : ''}`,
    option.default === undefined ? option.description : `${option.description} (default: ${option.default})`,
  ]);
  return [`Usage: ${program.name} ${command.name} [options]\n`, `${wrap(`${capitalize(command.description)}.`, WIDTH).join('\n')}\n`, 'Options:', ...formatTable(rows), ''].join('\n');
}

/** Two columns; the second wraps at the terminal's usual width, under itself. */
function formatTable(rows: string[][]): string[] {
  const left = Math.max(...rows.map(([term]) => term!.length)) + 2;
  return rows.map(([term, text]) => `  ${term!.padEnd(left)}${wrap(text!, WIDTH - left - 2).join(`\n${' '.repeat(left + 2)}`)}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

const camelCase = (flag: string) => flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The candidate a typo most likely meant: at most a third of its letters different. */
function closest(typed: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(typed.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = distance;
    }
  }
  return rows[a.length]![b.length]!;
}
