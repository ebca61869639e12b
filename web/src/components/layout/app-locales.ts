// The signed-in layout's texts, plain objects: the events page's first screen (src/first-screen) draws its header
// with them before i18next has downloaded; app-translations.ts registers them with i18next.

export const en = {
  nav: {
    label: 'Main',
    dashboard: 'Dashboard',
    events: 'Events',
    saved: 'Saved',
    admin: 'Admin',
  },
  userMenu: {
    label: 'Account menu for {{username}}',
    profile: 'Profile',
    logout: 'Logout',
  },
  toasts: {
    logoutFailed: 'Logout failed',
  },
  pastDue: {
    message: 'Your last payment failed. Update your payment method to keep your access.',
    action: 'Fix payment',
  },
  loading: 'Loading…',
  pages: {
    profile: 'Profile',
    admin: 'Admin Console',
  },
};

export type AppTranslation = typeof en;

export const es: AppTranslation = {
  nav: {
    label: 'Principal',
    dashboard: 'Panel',
    events: 'Eventos',
    saved: 'Guardados',
    admin: 'Administración',
  },
  userMenu: {
    label: 'Menú de la cuenta de {{username}}',
    profile: 'Perfil',
    logout: 'Cerrar sesión',
  },
  toasts: {
    logoutFailed: 'Error al cerrar sesión',
  },
  pastDue: {
    message: 'Tu último pago no se pudo procesar. Actualiza tu método de pago para conservar tu acceso.',
    action: 'Resolver el pago',
  },
  loading: 'Cargando…',
  pages: {
    profile: 'Perfil',
    admin: 'Consola de administración',
  },
};
