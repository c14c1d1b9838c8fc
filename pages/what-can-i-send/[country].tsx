import { destinations } from '../../content/destinations';
import type { DestinationSlug } from '../../content/types';
import {
  CountryRulesPage,
  countryRulesLocales,
  countryRulesMeta,
} from '../../src/website/components/CountryRulesPage';
import type { SiteProps } from '../../src/website/components/site-page';

type Props = SiteProps<{ slug: DestinationSlug }>;

export const locales = countryRulesLocales;

/** One page per destination country, /what-can-i-send/usa and so on, in each locale, in the order of their addresses. */
export function paths() {
  return destinations
    .map(({ slug }) => slug)
    .sort()
    .map((slug) => ({ params: { country: slug }, props: { slug } }));
}

export const meta = (props: Props) => countryRulesMeta(props.slug)(props);

export default function WhatCanISendTo(props: Props) {
  return <CountryRulesPage {...props} />;
}
