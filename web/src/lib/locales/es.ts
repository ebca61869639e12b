import type { Translation } from './en';

export const es: Translation = {
  brand: 'Field Hockey Events',
  notifications: 'Notificaciones',
  nav: {
    skipToContent: 'Saltar al contenido principal',
    main: 'Principal',
    blog: 'Blog',
    forOrganizers: 'Para organizadores',
    login: 'Entrar',
    sampleEvent: 'Ver evento de muestra',
    start: 'Empieza ya',
  },
  language: {
    label: 'Idioma',
    en: 'EN',
    es: 'ES',
    saveFailed: 'Error al guardar tu idioma',
  },
  footer: {
    tagline: 'Showcases, clínicas, ID camps, torneos y eventos de reclutamiento de hockey sobre césped en todo Estados Unidos, en un solo lugar.',
    company: 'Empresa',
    resources: 'Recursos',
    legal: 'Legal',
    blog: 'Blog',
    forOrganizers: 'Para organizadores',
    contact: 'Contáctanos',
    login: 'Iniciar sesión',
    signup: 'Registrarse',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    refund: 'Política de reembolso',
    copyright: '© {{year}} Field Hockey Events. Todos los derechos reservados.',
  },
  vocabulary: {
    eventTypes: {
      Showcase: 'Showcase',
      Clinic: 'Clínica',
      'ID Camp': 'ID Camp',
      Tournament: 'Torneo',
      'Recruiting Event': 'Evento de reclutamiento',
    },
    ageLevels: {
      U14: 'Sub-14',
      U16: 'Sub-16',
      U19: 'Sub-19',
      College: 'Universitario',
      'All Ages': 'Todas las edades',
    },
  },
  notFound: {
    title: '404 Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
    home: 'Volver a la página de inicio',
  },
};
