// The English wording is the reference: every other language must provide exactly these keys.
export const en = {
  brand: 'Field Hockey Events',
  notifications: 'Notifications',
  nav: {
    skipToContent: 'Skip to main content',
    main: 'Main',
    blog: 'Blog',
    forOrganizers: 'For Organizers',
    login: 'Login',
    sampleEvent: 'View Sample Event',
    start: 'Start now',
  },
  language: {
    label: 'Language',
    en: 'EN',
    es: 'ES',
    saveFailed: 'Error saving your language',
  },
  footer: {
    tagline: 'Field hockey showcases, clinics, ID camps, tournaments and recruiting events across the USA, in one place.',
    company: 'Company',
    resources: 'Resources',
    legal: 'Legal',
    blog: 'Blog',
    forOrganizers: 'For Organizers',
    contact: 'Contact us',
    login: 'Log in',
    signup: 'Sign up',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
    copyright: '© {{year}} Field Hockey Events. All rights reserved.',
  },
  // The catalog's values, as the server sends and takes them (lib/event-vocabulary.ts), in the reader's language.
  vocabulary: {
    eventTypes: {
      Showcase: 'Showcase',
      Clinic: 'Clinic',
      'ID Camp': 'ID Camp',
      Tournament: 'Tournament',
      'Recruiting Event': 'Recruiting Event',
    },
    ageLevels: {
      U14: 'U14',
      U16: 'U16',
      U19: 'U19',
      College: 'College',
      'All Ages': 'All Ages',
    },
  },
  notFound: {
    title: '404 Page Not Found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
};

export type Translation = typeof en;
