/**
 * The options of a collection in content/config.ts that say what its Markdown may hold:
 * `allowHtml`, `publicFiles`, `placeholders` and `mediaOrigins` (`images`: photos.ts).
 */
import type { CollectionConfig } from '../contract';
import { EMBED_ELEMENTS } from './markdown-allowlist';
import { checkImagesOption } from './photos';

/** Each option that is a list: what its items must be, what is wrong with others, and what to do. */
const LIST_OPTIONS: Record<
  string,
  { isValid: (item: unknown) => boolean; whyWrong?: string; wrong?: string; hint: string }
> = {
  allowHtml: {
    isValid: (item) => (EMBED_ELEMENTS as readonly unknown[]).includes(item),
    whyWrong: 'it cannot allow',
    hint: `List only elements that embed other documents: ${EMBED_ELEMENTS.map((element) => `'${element}'`).join(', ')}. Script in content is never allowed.`,
  },
  publicFiles: {
    isValid: (item) => typeof item === 'string',
    wrong: 'is not a list of field names',
    hint: "Name the front-matter fields that hold a path under public/, such as `publicFiles: ['image']`.",
  },
  placeholders: {
    isValid: (item) => typeof item === 'string' && /^\w+$/.test(item),
    wrong: 'is not a list of placeholder names',
    hint: "List the names of the `{{name}}` placeholders a component fills, letters, digits and _ only, such as `placeholders: ['companyName', 'phone']`.",
  },
  mediaOrigins: {
    isValid: (item) =>
      typeof item === 'string' &&
      URL.canParse(item) &&
      /^https?:$/.test(new URL(item).protocol) &&
      new URL(item).origin === item,
    whyWrong: 'is not an http(s) origin',
    hint: "List origins only, scheme and host, such as `mediaOrigins: ['https://images.example.com']`.",
  },
};

export function checkCollectionOptions(name: string, collection: object, file: string) {
  const options = collection as Record<string, unknown>;
  const problems = checkImagesOption(name, options.images, file);
  for (const [option, { isValid, whyWrong, wrong, hint }] of Object.entries(LIST_OPTIONS)) {
    const value = options[option];
    const wrongItems = Array.isArray(value) ? value.filter((item) => !isValid(item)) : [value];
    if (value === undefined || wrongItems.length === 0) continue;
    const field = `collections.${name}.${option}`;
    const listed = wrongItems.map((item) => JSON.stringify(item)).join(', ');
    const problem =
      wrong ?? (Array.isArray(value) ? `lists ${listed}, which ${whyWrong}` : 'is not a list');
    problems.push({ message: `${field} ${problem}.`, file, field, hint });
  }
  return problems;
}

/** The origins a site's collections let media load from (`mediaOrigins`), for the policy, sorted. */
export function allowedMediaOrigins(collections: Record<string, CollectionConfig> = {}) {
  const origins = Object.values(collections).flatMap((collection) => collection.mediaOrigins ?? []);
  return [...new Set(origins)].sort();
}
