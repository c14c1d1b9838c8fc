import { messagesOf } from '../../../content/locales';
import type { LanguageLink } from '#site';

/**
 * Links to this page in every language of the site, each named in its own script, with
 * `hreflang` and `lang` so browsers and screen readers know the language of the page it leads
 * to and of its name. Where the page has no translation the link leads to that language's home
 * page and says so, in that language: "తెలుగు (హోమ్ పేజీ)". Plain links: nothing to open, works
 * without JavaScript.
 */
export function LanguageSwitcher({
  languages,
  label,
}: {
  languages: readonly LanguageLink[];
  label: string;
}) {
  if (languages.length < 2) return null;
  return (
    <div className="lang-switch" role="group" aria-label={label}>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={language.href}
              hrefLang={language.lang}
              lang={language.lang}
              aria-current={language.current ? 'page' : undefined}
            >
              {language.translated
                ? language.name
                : `${language.name} (${messagesOf(language.code).ui.languages.homePage})`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
