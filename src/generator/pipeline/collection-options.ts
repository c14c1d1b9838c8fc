/**
 * The options of a collection in content/config.ts that say what its Markdown may hold:
 * `allowHtml`, `publicFiles`, `placeholders` and `mediaOrigins` (`images`: photos.ts).
 */
import type { CollectionConfig } from '../contract';
import type { Diagnostic } from '../diagnostics';
import { EMBED_ELEMENTS } from './markdown-allowlist';
import { checkImagesOption } from './photos';

/** The problems with a collection's options in content/config.ts. */
export function checkCollectionOptions(
  name: string,
  collection: object,
  file: string,
): Diagnostic[] {
  const options = collection as Record<string, unknown>;
  const problems = checkImagesOption(name, options.images, file);
  const check = (option: string, problem: string | undefined, hint: string) => {
    if (problem === undefined) return;
    const field = `collections.${name}.${option}`;
    problems.push({ message: `${field} ${problem}.`, file, field, hint });
  };
  check(
    'allowHtml',
    listProblem(options.allowHtml, isEmbedElement, 'it cannot allow'),
    `List only elements that embed other documents: ${EMBED_ELEMENTS.map((element) => `'${element}'`).join(', ')}. Script in content is never allowed.`,
  );
  check(
    'publicFiles',
    listProblem(options.publicFiles, isString) && 'is not a list of field names',
    "Name the front-matter fields that hold a path under public/, such as `publicFiles: ['image']`.",
  );
  check(
    'placeholders',
    listProblem(options.placeholders, isPlaceholderName) && 'is not a list of placeholder names',
    "List the names of the `{{name}}` placeholders a component fills, letters, digits and _ only, such as `placeholders: ['companyName', 'phone']`.",
  );
  check(
    'mediaOrigins',
    listProblem(options.mediaOrigins, isOrigin, 'is not an http(s) origin'),
    "List origins only, scheme and host, such as `mediaOrigins: ['https://images.example.com']`.",
  );
  return problems;
}

/** What is wrong with an option that must be a list of valid items; undefined when it is one or is left out. */
function listProblem(
  value: unknown,
  isValid: (item: unknown) => boolean,
  whyWrong = '',
): string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return 'is not a list';
  const wrong = value.filter((item) => !isValid(item));
  if (wrong.length === 0) return undefined;
  return `lists ${wrong.map((item) => JSON.stringify(item)).join(', ')}, which ${whyWrong}`;
}

function isEmbedElement(value: unknown): boolean {
  return (EMBED_ELEMENTS as readonly unknown[]).includes(value);
}

function isString(value: unknown): boolean {
  return typeof value === 'string';
}

function isPlaceholderName(value: unknown): boolean {
  return typeof value === 'string' && /^\w+$/.test(value);
}

function isOrigin(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    URL.canParse(value) &&
    /^https?:$/.test(new URL(value).protocol) &&
    new URL(value).origin === value
  );
}

/** The origins a site's collections let media load from (`mediaOrigins`), for the policy, sorted. */
export function allowedMediaOrigins(
  collections: Record<string, CollectionConfig> | undefined,
): string[] {
  return [
    ...new Set(
      Object.values(collections ?? {}).flatMap((collection) => collection.mediaOrigins ?? []),
    ),
  ].sort();
}
