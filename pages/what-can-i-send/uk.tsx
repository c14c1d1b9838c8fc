import {
  CountryRulesPage,
  countryRulesLocales,
  countryRulesMeta,
} from '../../src/website/components/CountryRulesPage';
import type { SiteProps } from '../../src/website/components/site-page';

export const locales = countryRulesLocales;

export const meta = countryRulesMeta('uk');

export default function WhatCanISendToUK(props: SiteProps) {
  return <CountryRulesPage {...props} slug="uk" />;
}
