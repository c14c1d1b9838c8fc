import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError, type ProgramSpec } from '../src/parse-args';

function parseCount(value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError('expected a whole number.');
  return Number(value);
}

const program: ProgramSpec = {
  name: 'tool',
  description: 'Does things.',
  commands: [
    {
      name: 'make',
      description: 'make the thing',
      options: [
        { flag: 'out', value: '<dir>', description: 'output folder', default: 'dist' },
        { flag: 'site-url', value: '<url>', description: 'origin' },
        { flag: 'count', value: '<n>', description: 'how many', parse: parseCount },
        { flag: 'no-cache', description: 'skip the cache' },
        { flag: 'quiet', description: 'print nothing' },
      ],
    },
    { name: 'check', description: 'check the thing', options: [] },
  ],
};

const errorOf = (args: string[]) => {
  const parsed = parseArgs(program, args);
  if (parsed.kind !== 'usage-error') throw new Error(`expected a usage error for ${args.join(' ')}, got ${parsed.kind}`);
  return parsed.message;
};

describe('parseArgs', () => {
  it('gives defaults, camel-cased names, parsed values and switched-off no- flags', () => {
    expect(parseArgs(program, ['make'])).toEqual({ kind: 'run', command: 'make', options: { out: 'dist', cache: true } });
    expect(parseArgs(program, ['make', '--out', 'public', '--site-url=https://example.com', '--count', '3', '--no-cache', '--quiet'])).toEqual({
      kind: 'run',
      command: 'make',
      options: { out: 'public', siteUrl: 'https://example.com', count: 3, cache: false, quiet: true },
    });
  });

  it('takes the last of a repeated option and a value that starts with a dash', () => {
    expect(parseArgs(program, ['make', '--out', 'a', '--out', '-b'])).toMatchObject({ options: { out: '-b' } });
  });

  it('shows the program help for --help, -h and help, and a command’s help for its --help or help <command>', () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const parsed = parseArgs(program, args);
      expect(parsed.kind, args.join(' ')).toBe('help');
      if (parsed.kind === 'help') expect(parsed.text).toMatch(/^Usage: tool <command> \[options\]\n\nDoes things\.\n\nCommands:\n {2}make \[options\] +make the thing\n/);
    }
    for (const args of [['make', '--help'], ['make', '-h'], ['help', 'make'], ['make', '--out', 'x', '--help']]) {
      const parsed = parseArgs(program, args);
      expect(parsed.kind, args.join(' ')).toBe('help');
      if (parsed.kind === 'help') {
        expect(parsed.text).toContain('Usage: tool make [options]\n\nMake the thing.\n');
        expect(parsed.text).toMatch(/ {2}--out <dir> +output folder \(default: dist\)\n/);
        expect(parsed.text).toMatch(/ {2}--no-cache +skip the cache\n/);
      }
    }
  });

  it('wraps long descriptions under their own column', () => {
    const wordy: ProgramSpec = { ...program, commands: [{ name: 'make', description: 'x', options: [{ flag: 'long', description: 'word '.repeat(30).trim() }] }] };
    const parsed = parseArgs(wordy, ['make', '--help']);
    if (parsed.kind !== 'help') throw new Error('expected help');
    const lines = parsed.text.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
    const first = lines.findIndex((line) => line.startsWith('  --long'));
    expect(lines[first + 1]).toMatch(/^ {2}\s{6,}word/);
    expect(lines[first + 1]!.indexOf('word')).toBe(lines[first]!.indexOf('word'));
  });

  it('refuses a missing command, and an unknown one with the closest name', () => {
    expect(errorOf([])).toMatch(/^error: no command given\.\nUsage: tool/);
    expect(errorOf(['mkae'])).toBe("error: unknown command 'mkae'. Did you mean 'make'?\n(run `tool --help` for usage)\n");
    expect(errorOf(['deploy'])).toBe("error: unknown command 'deploy'.\n(run `tool --help` for usage)\n");
    expect(errorOf(['--out', 'x'])).toContain("unknown option '--out'; options go after the command.");
    expect(errorOf(['help', 'deploy'])).toContain("no help for 'deploy'");
  });

  it('refuses unknown options, missing and unwanted values, stray arguments and values the option rejects, pointing at the command’s help', () => {
    expect(errorOf(['make', '--fast'])).toBe("error: unknown option '--fast'.\n(run `tool make --help` for usage)\n");
    expect(errorOf(['make', '--qiuet'])).toContain("Did you mean '--quiet'?");
    expect(errorOf(['make', '-q'])).toContain("unknown option '-q'");
    expect(errorOf(['make', '--out'])).toContain("option '--out <dir>' needs a value.");
    expect(errorOf(['make', '--quiet=yes'])).toContain("option '--quiet' takes no value, but got 'yes'.");
    expect(errorOf(['make', 'extra'])).toContain("'tool make' takes no arguments, but got 'extra'.");
    expect(errorOf(['make', '--', '--out'])).toContain("takes no arguments, but got '--out'");
    expect(errorOf(['make', '--count', 'two'])).toBe("error: option '--count <n>' got 'two': expected a whole number.\n(run `tool make --help` for usage)\n");
    expect(errorOf(['check', '--out', 'x'])).toContain("unknown option '--out'");
  });

  it('lets an error other than a usage error through, since it is a bug', () => {
    const broken: ProgramSpec = {
      ...program,
      commands: [{ name: 'make', description: 'x', options: [{ flag: 'n', value: '<n>', description: 'n', parse: () => { throw new TypeError('bug'); } }] }],
    };
    expect(() => parseArgs(broken, ['make', '--n', '1'])).toThrow(TypeError);
  });
});
