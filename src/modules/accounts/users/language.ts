/** The languages the site and its mail are written in. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Users who never chose (and everyone registered before the choice existed) read English. */
export const DEFAULT_LANGUAGE: Language = 'en';
