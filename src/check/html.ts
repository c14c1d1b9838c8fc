/**
 * HTML validity: html-validate's recommended rules, set to the markup style React writes
 * (self-closing void elements, `attribute=""` booleans, some camelCase attribute names).
 */
import { HtmlValidate } from 'html-validate';
import type { Diagnostic } from '../diagnostics';
import type { BuiltPage } from './load-dist';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React writes some attributes in camelCase (autoComplete, dateTime); HTML names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
});

export async function checkHtml(pages: BuiltPage[]): Promise<Diagnostic[]> {
  const reports = await Promise.all(pages.map((page) => validator.validateString(page.html, page.file)));
  return reports.flatMap((report, index) =>
    report.results.flatMap((result) =>
      result.messages.map((message) => ({
        message: `${message.message} (html-validate ${message.ruleId}).`,
        file: pages[index]!.displayFile,
        line: message.line,
        column: message.column,
        hint: 'Fix the markup in the component that renders this element.',
      })),
    ),
  );
}
