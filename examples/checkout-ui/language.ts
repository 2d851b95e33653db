import type {WidgetLanguage} from './convenient-checkout';

/**
 * Turns a locale such as 'es-MX', 'es_US' or 'en-GB' into a value preferredLanguage accepts. Spanish in
 * any region gives 'es'; anything else, including no locale, gives 'en', which is also what the service
 * would do.
 */
export function toPreferredLanguage(locale: string | null | undefined): WidgetLanguage {
  const language = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'es' ? 'es' : 'en';
}

/**
 * The two language settings of a session: preferredLanguage goes in config.options, and
 * hideApplicationLanguageSelector in config.appearance.visibility. The selector is hidden when the
 * customer has already chosen a language in their profile.
 */
export function languageSettings(
  profileLocale: string | undefined,
  browserLocale: string | undefined,
): {readonly preferredLanguage: WidgetLanguage; readonly hideApplicationLanguageSelector: boolean} {
  return {
    preferredLanguage: toPreferredLanguage(profileLocale ?? browserLocale),
    hideApplicationLanguageSelector: profileLocale !== undefined,
  };
}
