/** The languages mails are written in: the user's language on the site. */
export type MailLanguage = 'en' | 'es';

const LOCALES: Record<MailLanguage, string> = { en: 'en-US', es: 'es-US' };

export const localeOf = (language: MailLanguage) => LOCALES[language];

export function mailLanguageOf(user: { language?: string }): MailLanguage {
  return user.language === 'es' ? 'es' : 'en';
}
