import type { AdminTranslation } from './en';

export const es: AdminTranslation = {
  tabs: {
    label: 'Secciones de administración',
    overview: 'Resumen',
    events: 'Eventos',
    users: 'Usuarios',
  },
};
