/**
 * Checks `i18n` in content/config.ts: a default locale among the locales, each with its `lang`,
 * `name` and `messages`, codes that can be URL segments, and every locale's messages with the
 * same keys as the default locale's, deeply (object keys and array lengths; strings and
 * functions are leaves).
 */
import type { I18nConfig, LocaleConfig, Messages } from '../contract';
import type { Diagnostic } from '../diagnostics';

const CODE = /^[a-z0-9][a-z0-9-]*$/;

export function checkI18n(file: string, i18n: Partial<I18nConfig> | undefined): Diagnostic[] {
  if (i18n === undefined) return [];
  const { locales, defaultLocale } = i18n;
  if (!isObject(locales) || typeof defaultLocale !== 'string' || !(defaultLocale in locales)) {
    return [
      {
        message: 'i18n needs `locales` and a `defaultLocale` that is one of them.',
        file,
        field: 'i18n',
        hint: "Write it as { defaultLocale: 'en', locales: { en: { lang: 'en-IN', name: 'English', messages } } }.",
      },
    ];
  }
  // A locale's messages are compared with the default's when the locale is whole and the default
  // has messages (a broken default is named by its own checks; compareMessages skips a non-tree).
  const model = locales[defaultLocale]?.messages;
  return Object.entries(locales).flatMap(([code, locale]) => {
    const problems = checkLocale(file, code, locale);
    if (problems.length > 0 || code === defaultLocale) return problems;
    return compareMessages(model, locale.messages, { file, code, model: defaultLocale });
  });
}

function checkLocale(file: string, code: string, locale: LocaleConfig | undefined): Diagnostic[] {
  const field = `i18n.locales.${code}`;
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return [
    {
      isValid: CODE.test(code),
      field,
      message: `The locale code "${code}" cannot be part of a URL.`,
      hint: 'Use lowercase letters, digits and dashes, such as te or pt-br.',
    },
    {
      isValid: isText(locale?.lang),
      field: `${field}.lang`,
      message: `${field}.lang is missing or empty.`,
      hint: 'Give its language tag, such as te-IN.',
    },
    {
      isValid: isText(locale?.name),
      field: `${field}.name`,
      message: `${field}.name is missing or empty.`,
      hint: "Give the language's name in its own script, such as తెలుగు.",
    },
    {
      isValid: isObject(locale?.messages),
      field: `${field}.messages`,
      message: `${field}.messages is not an object.`,
      hint: "Give the locale its messages, with the same keys as the default locale's.",
    },
  ].flatMap(({ isValid, ...problem }) => (isValid ? [] : { file, ...problem }));
}

/** Every key the model has that `messages` lacks, every key it has that the model lacks, and every other shape. */
function compareMessages(
  model: unknown,
  messages: unknown,
  where: { file: string; code: string; model: string },
  path = '',
): Diagnostic[] {
  if (!isTree(model)) return [];
  const field = `i18n.locales.${where.code}.messages`;
  const problem = (at: string, message: string, hint: string): Diagnostic => ({
    message: `${field} ${message}`,
    file: where.file,
    field: `${field}.${at}`,
    hint,
  });
  if (!isTree(messages) || Array.isArray(model) !== Array.isArray(messages)) {
    return [
      problem(
        path,
        `has "${path}" as ${describe(messages)}, where ${where.model} has ${describe(model)}.`,
        `Give ${where.code}'s "${path}" the same shape as ${where.model}'s.`,
      ),
    ];
  }
  // The model's keys in its order, then the keys only `messages` has.
  const keys = new Set([...Object.keys(model), ...Object.keys(messages)]);
  return [...keys].flatMap((key) => {
    const at = Array.isArray(model) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (!(key in messages))
      return problem(
        at,
        `is missing "${at}" (${where.model} has it).`,
        `Add it to ${where.code}'s messages.`,
      );
    if (!(key in model)) {
      return problem(
        at,
        `has "${at}", which ${where.model} does not have.`,
        `Remove it from ${where.code}'s messages, or add it to ${where.model}'s.`,
      );
    }
    return compareMessages(
      model[key as keyof typeof model],
      messages[key as keyof typeof messages],
      where,
      at,
    );
  });
}

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Messages that hold other messages: an object or a list. */
function isTree(value: unknown): value is Messages | unknown[] {
  return typeof value === 'object' && value !== null;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
