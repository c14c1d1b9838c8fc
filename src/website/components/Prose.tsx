import { claims } from '../../../content/claims';
import { company } from '../../../content/company';
import { fullAddress } from '../../../content/links';
import { keepTogetherInHtml } from './format';

const tokens: Record<string, string> = {
  companyName: company.name,
  claimWindow: claims.claimWindow,
  complaintWindow: claims.complaintWindow,
  email: company.email,
  phone: company.phone.display,
  address: fullAddress,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Fills `{{token}}` placeholders in rendered Markdown with the company's facts. */
export function fillTokens(html: string): string {
  return html.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined)
      throw new Error(
        `Unknown placeholder ${match} in content; known: ${Object.keys(tokens).join(', ')}`,
      );
    return value.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
  });
}

/** Rendered Markdown from a content collection, typeset for reading. */
export function Prose({ html }: { html: string }) {
  return (
    <div
      className="prose"
      dangerouslySetInnerHTML={{ __html: keepTogetherInHtml(fillTokens(html)) }}
    />
  );
}
