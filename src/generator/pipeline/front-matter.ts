/**
 * Front matter: the `---` block of YAML at the top of a Markdown file, read by the `yaml`
 * package (YAML 1.2, core schema), which also gives the line of each key.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import YAML, { type YAMLError } from 'yaml';
import { errorText, type Diagnostic } from '../diagnostics';

/** A file's front matter fields, the Markdown after the closing `---` line, and the file line of each top-level key. */
export type FrontMatter = Exclude<ReturnType<typeof parseFrontMatter>, { problems: unknown }>;

/** The block between a first line `---` and the next line that is exactly `---`, after a byte-order mark that some Windows editors write. */
const BLOCK = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)^---[ \t]*\r?$\n?)?/m;
/** Aliases a front matter block may expand: a few are handy, thousands are an alias bomb ("billion laughs"). */
const MAX_ALIASES = 100;

/** Splits a file into its front matter block and body, or returns the problem with the file. */
export function parseFrontMatter(source: string, file: string) {
  const match = BLOCK.exec(source);
  if (match?.index !== 0) {
    return problemAt(
      file,
      1,
      'The file has no front matter.',
      'Start the file with a `---` block of YAML fields, closed by another `---`.',
    );
  }
  if (match[1] === undefined) {
    return problemAt(
      file,
      1,
      'The front matter is not closed.',
      'End the block of YAML fields with a line that is exactly `---`.',
    );
  }
  return parseYaml(match[1], source.slice(match[0].length), file);
}

function parseYaml(block: string, body: string, file: string) {
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(block, { lineCounter, prettyErrors: false });
  // The block starts on the file's second line.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => ({
        message: `The front matter is not valid YAML: ${error.message.replace(/[:.]?$/, '.')}`,
        file,
        line: fileLine(error.pos[0]),
        hint:
          YAML_HINTS[error.code] ??
          'Fix the YAML syntax on this line: one `key: value` field per line.',
      })),
    };
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIASES }) ?? {};
  } catch (error) {
    // The yaml package refuses to expand aliases past the limit (a ReferenceError), rather than use up the memory.
    return problemAt(
      file,
      2,
      `The front matter expands too many YAML aliases (*name), over ${MAX_ALIASES}: ${errorText(error).replace(/\.$/, '')}.`,
      'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
    );
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    return problemAt(
      file,
      2,
      'The front matter is not a list of `key: value` fields.',
      'Write one `key: value` field per line.',
    );
  }
  const keys = YAML.isMap(document.contents) ? document.contents.items : [];
  return {
    data: data as Record<string, unknown>,
    body,
    lineOf(key: string) {
      const pair = keys.find((item) => YAML.isScalar(item.key) && item.key.value === key);
      const range = YAML.isNode(pair?.key) ? pair.key.range : undefined;
      return range ? fileLine(range[0]) : undefined;
    },
  };
}

function problemAt(file: string, line: number, message: string, hint: string) {
  return { problems: [{ message, file, line, hint }] };
}

/**
 * The problems with front-matter fields a collection declares as paths under public/
 * (`publicFiles`): each must name a file that exists there. URLs with a scheme pass; values
 * that are not text are the schema's to judge.
 */
export function checkPublicFiles(
  { data, lineOf }: Pick<FrontMatter, 'data' | 'lineOf'>,
  fields: readonly string[] | undefined,
  publicDir: string,
  file: string,
): Diagnostic[] {
  return (fields ?? []).flatMap((field) => {
    const value = data[field];
    if (typeof value !== 'string' || value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return [];
    const target = path.join(publicDir, value.split(/[?#]/)[0]!);
    const isInside = target.startsWith(publicDir + path.sep);
    if (isInside && statSync(target, { throwIfNoEntry: false })?.isFile()) return [];
    return {
      message: isInside
        ? `${field}: ${value} does not exist in public/.`
        : `${field}: ${value} is outside public/.`,
      file,
      field,
      line: lineOf(field),
      hint: `Add the file as public${value.startsWith('/') ? '' : '/'}${value}, or correct the path (it starts with / and is relative to public/).`,
    };
  });
}

/** What to do about each kind of YAML syntax error (the `yaml` package's error codes). */
const YAML_HINTS: Partial<Record<YAMLError['code'], string>> = {
  TAB_AS_INDENT: 'Indent with spaces: YAML does not allow tabs there.',
  BLOCK_AS_IMPLICIT_KEY:
    'Put quotes around a value that contains a colon and a space (title: "Customs: a guide"), and start each field at the beginning of its line.',
  MULTILINE_IMPLICIT_KEY:
    'Write each field on one line as `key: value`, starting at the beginning of the line; quote a value that contains a colon and a space.',
  MISSING_CHAR: 'Add what is missing: the closing quote or bracket, or the `:` after a key.',
  DUPLICATE_KEY: 'Give each field once: remove or rename the repeated one.',
  BAD_INDENT:
    'Indent nested lines with the same number of spaces, and close every [ or { the field opened.',
  BAD_SCALAR_START: 'Put the value in quotes: a plain value cannot start with that character.',
  BAD_DQ_ESCAPE:
    'In double quotes a backslash starts an escape: write \\\\ for a backslash, or use single quotes.',
  UNEXPECTED_TOKEN:
    'Start each field at the beginning of its line as `key: value`, and quote values with special characters.',
  MULTIPLE_DOCS: 'Keep one block of fields between the two `---` lines.',
};
