import type { AdminEventsTranslation } from './en';

export const es: AdminEventsTranslation = {
  title: 'Eventos recientes',
};
