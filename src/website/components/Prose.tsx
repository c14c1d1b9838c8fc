import { claims } from '../../../content/claims';
import { company } from '../../../content/company';
import { fullAddress } from '../../../content/links';
import { keepTogetherInText, mapHtmlText } from './format';

const tokens: Record<string, string> = {
  companyName: company.name,
  claimWindow: claims.claimWindow,
  complaintWindow: claims.complaintWindow,
  email: company.email,
  phone: company.phone.display,
  address: fullAddress,
};

/** The `{{name}}` placeholders Markdown may hold (content/config.ts gives them to the generator, which refuses any other). */
export const PLACEHOLDERS: readonly string[] = Object.keys(tokens);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Fills `{{token}}` placeholders in a text of rendered Markdown with the company's facts. A
 * name is looked up as the table's own key: `{{constructor}}` is no fact of the company.
 */
export function fillTokens(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    if (!Object.hasOwn(tokens, name))
      throw new Error(`Unknown placeholder ${match} in content; known: ${PLACEHOLDERS.join(', ')}`);
    return tokens[name]!.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  });
}

/** Rendered Markdown from a content collection, typeset for reading: placeholders and line breaks change its text, never its markup. */
export function Prose({ html }: { html: string }) {
  return (
    <div
      className="prose"
      dangerouslySetInnerHTML={{
        __html: mapHtmlText(html, (text) => keepTogetherInText(fillTokens(text))),
      }}
    />
  );
}
