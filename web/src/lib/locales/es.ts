import type { Translation } from './en';

export const es: Translation = {
  brand: 'Field Hockey Events',
  nav: {
    skipToContent: 'Saltar al contenido principal',
    main: 'Principal',
    blog: 'Blog',
    login: 'Entrar',
  },
  language: {
    label: 'Idioma',
    en: 'EN',
    es: 'ES',
  },
  landing: {
    title: 'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar',
    subtitle: 'Showcases, clínicas, ID camps y torneos en todo Estados Unidos, recopilados automáticamente y actualizados a diario, para que planifiques la temporada de reclutamiento en minutos.',
    cta: 'Comenzar',
  },
  footer: {
    copyright: '© {{year}} Field Hockey Events. Todos los derechos reservados.',
  },
  notFound: {
    title: '404 Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
    home: 'Volver a la página de inicio',
  },
};
