// The English wording is the reference: every other language must provide exactly these keys.
export const en = {
  brand: 'Field Hockey Events',
  nav: {
    skipToContent: 'Skip to main content',
    main: 'Main',
    blog: 'Blog',
    login: 'Login',
  },
  language: {
    label: 'Language',
    en: 'EN',
    es: 'ES',
  },
  landing: {
    title: 'Every field hockey recruiting event in one place',
    subtitle: 'Showcases, clinics, ID camps and tournaments across the USA, collected automatically and updated daily, so you can plan the recruiting season in minutes.',
    cta: 'Get started',
  },
  footer: {
    copyright: '© {{year}} Field Hockey Events. All rights reserved.',
  },
  notFound: {
    title: '404 Page Not Found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
};

export type Translation = typeof en;
