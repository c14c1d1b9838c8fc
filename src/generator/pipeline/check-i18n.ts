/**
 * Checks `i18n` in content/config.ts: a default locale among the locales, each with its `lang`,
 * `name` and `messages`, codes that can be URL segments, and every locale's messages with the
 * same keys as the default locale's, deeply (object keys and array lengths; strings and
 * functions are leaves).
 */
import type { I18nConfig, Messages } from '../contract';
import type { Diagnostic } from '../diagnostics';

const CODE = /^[a-z0-9][a-z0-9-]*$/;

export function checkI18n(file: string, i18n: Partial<I18nConfig> | undefined): Diagnostic[] {
  if (i18n === undefined) return [];
  const problem = (message: string, field: string, hint: string): Diagnostic => ({
    message,
    file,
    field,
    hint,
  });
  const locales = i18n.locales;
  if (
    typeof locales !== 'object' ||
    locales === null ||
    typeof i18n.defaultLocale !== 'string' ||
    !(i18n.defaultLocale in locales)
  ) {
    return [
      problem(
        'i18n needs `locales` and a `defaultLocale` that is one of them.',
        'i18n',
        "Write it as { defaultLocale: 'en', locales: { en: { lang: 'en-IN', name: 'English', messages } } }.",
      ),
    ];
  }
  const problems: Diagnostic[] = [];
  for (const [code, locale] of Object.entries(locales)) {
    const field = `i18n.locales.${code}`;
    if (!CODE.test(code))
      problems.push(
        problem(
          `The locale code "${code}" cannot be part of a URL.`,
          field,
          'Use lowercase letters, digits and dashes, such as te or pt-br.',
        ),
      );
    for (const key of ['lang', 'name'] as const) {
      if (typeof locale?.[key] !== 'string' || locale[key].trim() === '')
        problems.push(
          problem(
            `${field}.${key} is missing or empty.`,
            `${field}.${key}`,
            key === 'lang'
              ? 'Give its language tag, such as te-IN.'
              : "Give the language's name in its own script, such as తెలుగు.",
          ),
        );
    }
    if (!isObject(locale?.messages))
      problems.push(
        problem(
          `${field}.messages is not an object.`,
          `${field}.messages`,
          "Give the locale its messages, with the same keys as the default locale's.",
        ),
      );
  }
  const model = locales[i18n.defaultLocale]!.messages;
  if (problems.length > 0 || !isObject(model)) return problems;
  for (const [code, locale] of Object.entries(locales)) {
    if (code !== i18n.defaultLocale)
      problems.push(
        ...compareMessages(model, locale.messages, { file, code, model: i18n.defaultLocale }),
      );
  }
  return problems;
}

/** Every key the model has that `messages` lacks, and every key it has that the model lacks. */
function compareMessages(
  model: unknown,
  messages: unknown,
  where: { file: string; code: string; model: string },
  path = '',
): Diagnostic[] {
  const field = `i18n.locales.${where.code}.messages`;
  const at = (key: string) =>
    Array.isArray(model) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  if (!isObject(model) && !Array.isArray(model)) return [];
  if (
    Array.isArray(model) !== Array.isArray(messages) ||
    !(isObject(messages) || Array.isArray(messages))
  ) {
    const kind = Array.isArray(model) ? `a list of ${model.length}` : 'an object';
    return [
      {
        message: `${field} has "${path}" as ${describe(messages)}, where ${where.model} has ${kind}.`,
        file: where.file,
        field: `${field}.${path}`,
        hint: `Give ${where.code}'s "${path}" the same shape as ${where.model}'s.`,
      },
    ];
  }
  const problems: Diagnostic[] = [];
  const keys = Object.keys(model);
  for (const key of keys) {
    if (!(key in messages)) {
      problems.push({
        message: `${field} is missing "${at(key)}" (${where.model} has it).`,
        file: where.file,
        field: `${field}.${at(key)}`,
        hint: `Add it to ${where.code}'s messages.`,
      });
    } else {
      problems.push(
        ...compareMessages((model as Messages)[key], (messages as Messages)[key], where, at(key)),
      );
    }
  }
  for (const key of Object.keys(messages).filter((key) => !keys.includes(key))) {
    problems.push({
      message: `${field} has "${at(key)}", which ${where.model} does not have.`,
      file: where.file,
      field: `${field}.${at(key)}`,
      hint: `Remove it from ${where.code}'s messages, or add it to ${where.model}'s.`,
    });
  }
  return problems;
}

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value)
    ? `a list of ${value.length}`
    : value === null
      ? 'null'
      : `a ${typeof value}`;
}
