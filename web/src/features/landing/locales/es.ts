import type { LandingTranslation } from './en';

export const es: LandingTranslation = {
  documentTitle: 'Field Hockey Events: todos los eventos de reclutamiento en un solo lugar',
  hero: {
    title: 'Todos los eventos de reclutamiento de hockey sobre césped en un solo lugar',
    subtitle:
      'Showcases, clínicas, ID camps y torneos en todo Estados Unidos, recopilados automáticamente y actualizados a diario, para que planifiques la temporada de reclutamiento en minutos.',
    cta: 'Comenzar',
    trustBadge: 'Con la confianza de más de 500 familias de hockey sobre césped',
  },
  stats: {
    title: 'El calendario de reclutamiento de un vistazo',
    events: 'Eventos publicados',
    states: 'Estados cubiertos',
    statesValue: '50',
    organizers: 'Organizadores seguidos',
    organizersValue: '25+',
  },
  features: {
    title: 'Por qué las familias usan Field Hockey Events',
    saveTime: {
      title: 'Ahorra más de 10 horas al mes',
      text: 'Deja de revisar decenas de sitios web de organizadores. Nuestra IA reúne cada showcase, clínica, ID camp y torneo en una sola lista que se actualiza a diario.',
    },
    deadlines: {
      title: 'Nunca pierdas una fecha límite',
      text: 'Con Pro recibes un correo antes de que cierren las inscripciones, un recordatorio antes de cada evento guardado y una alerta cuando alguno cambia, para que ninguna buena oportunidad se te escape.',
    },
    filters: {
      title: 'Filtra según lo que necesitas',
      text: 'Acota la lista por estado, fecha, tipo de evento y categoría de edad, o con Pro por costo, organizador e interior o exterior, y encuentra los eventos adecuados para tu deportista.',
    },
  },
  pricing: {
    title: 'Precios simples y transparentes',
    subtitle: 'Facturación mensual. Sin prueba gratuita. Cancela cuando quieras.',
    perMonth: '/mes',
    basic: {
      name: 'Basic',
      price: '$18',
      description: 'Todo lo que necesitas para ver la temporada que viene.',
      cta: 'Elegir Basic',
      highlights: [
        'Base de datos completa de eventos',
        'Filtros básicos (estado, fecha, tipo)',
        'Eventos de los próximos 3 meses',
        'Guarda eventos y ve los conflictos de fechas',
        'Resumen semanal por correo',
        'Base de datos actualizada cada semana (eventos nuevos cada lunes)',
      ],
    },
    pro: {
      name: 'Pro',
      price: '$28',
      badge: 'El más elegido',
      description: 'Para familias que planifican todo el año de reclutamiento.',
      cta: 'Elegir Pro',
      highlights: [
        'Todo lo de Basic',
        'Eventos de todo el año y 2 años de eventos pasados',
        'Filtros avanzados',
        'Recordatorios de fecha límite y de fecha del evento, y alertas de cambios',
        'Notas privadas en tus eventos guardados',
        'Exportación al calendario y calendario suscrito en Google o Apple',
        'Estadísticas e información',
        'Base de datos actualizada a diario',
      ],
    },
    table: {
      caption: 'Compara los planes',
      feature: 'Función',
      included: 'Incluido',
      notIncluded: 'No incluido',
      rows: {
        database: 'Base de datos completa de eventos',
        basicFilters: 'Filtros básicos (estado, fecha, tipo)',
        advancedFilters: 'Filtros avanzados (costo, interior/exterior)',
        alerts: 'Alertas y recordatorios por correo',
        deadlineAlerts: 'Alertas de fecha límite de inscripción',
        eventReminders: 'Recordatorios de la fecha del evento',
        favorites: 'Guardar eventos favoritos',
        conflicts: 'Conflictos de fechas entre eventos guardados',
        changeAlerts: 'Alertas de cambios (fechas, lugar, costo, inscripción)',
        calendarExport: 'Exportar a Google Calendar o Apple Calendar',
        calendarFeed: 'Calendario suscrito en vivo (Google o Apple)',
        pastEvents: 'Acceso a eventos pasados (2 años)',
        insights: 'Panel de estadísticas e información',
        weeklyDigest: 'Resumen semanal',
        privateNotes: 'Notas privadas',
        viewPeriod: 'Periodo visible',
        updates: 'Actualización de la base de datos',
        billing: 'Facturación',
      },
      values: {
        next3Months: 'Próximos 3 meses',
        entireYear: 'Todo el año',
        weekly: 'Semanal (eventos nuevos cada lunes)',
        daily: 'Diaria',
        monthly: 'Mensual',
      },
    },
  },
  organizers: {
    title: 'Para organizadores',
    text: '¿Organizas un showcase, una clínica, un ID camp o un torneo? Envíanos los detalles y lo añadiremos a la lista que consultan cada semana familias de todo el país. Publicarlo es gratis.',
    submitOnline: 'Envía tu evento en línea',
    submit: 'Enviar un evento',
    submitSubject: 'Nuevo evento para publicar',
    contact: 'Contáctanos',
    contactSubject: 'Consulta de un organizador',
    emailNote: 'O escribe a {{email}}',
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: {
      source: {
        question: '¿De dónde salen los eventos?',
        answer:
          'Nuestra IA recopila los eventos automáticamente de los sitios web de organizadores de todo Estados Unidos y la lista se actualiza a diario. Los organizadores también pueden enviarnos sus eventos en línea o por correo, y un administrador revisa cada uno antes de publicarlo.',
      },
      plans: {
        question: '¿Qué diferencia hay entre Basic y Pro?',
        answer:
          'Basic ($18 al mes) te da la base de datos completa de los próximos 3 meses con filtros básicos: guarda eventos, ve cuándo se superponen los que guardaste y recibe el resumen semanal por correo. Los eventos nuevos llegan a Basic una vez por semana, cada lunes. Pro ($28 al mes) añade todo el año y 2 años de eventos pasados, filtros avanzados, recordatorios por correo antes de las fechas límite de inscripción y de la fecha de cada evento, alertas cuando cambia un evento guardado, notas privadas, exportación al calendario y un calendario suscrito en vivo para Google Calendar o Apple Calendar, y estadísticas e información, con la base de datos actualizada a diario.',
      },
      trial: {
        question: '¿Hay una prueba gratuita?',
        answer:
          'No, no hay prueba gratuita. Después de crear tu cuenta puedes abrir gratis un evento de muestra para ver exactamente cómo es una ficha antes de suscribirte.',
      },
      emails: {
        question: '¿Qué correos voy a recibir?',
        answer:
          'Pro: un recordatorio 7 días y 1 día antes de la fecha límite de inscripción de cada evento guardado, otro 3 días antes de que empiece y una alerta cuando cambian sus fechas, lugar, costo o inscripción, o se cancela. Basic y Pro: el resumen semanal los lunes por la mañana, con los eventos nuevos de los estados, tipos de evento y categorías de edad que elijas. Activas o desactivas cada uno en tu perfil, y cada correo tiene un enlace para darte de baja con un clic.',
      },
      cancel: {
        question: '¿Puedo cancelar cuando quiera?',
        answer:
          'Sí. Las suscripciones se renuevan cada mes y puedes cancelar cuando quieras; conservas el acceso hasta el final del periodo que ya pagaste. Los pagos no se reembolsan salvo en los casos que indica nuestra Política de reembolso.',
      },
      coverage: {
        question: '¿Qué eventos se incluyen?',
        answer:
          'Showcases, clínicas, ID camps, torneos y eventos de reclutamiento en los 50 estados, para categorías desde U14 hasta universitaria.',
      },
      planning: {
        question: '¿Cómo funcionan la distancia, las promociones y las universidades que asisten?',
        answer:
          'Añade el código postal de tu casa y las promociones de tus deportistas en «Mi deportista», en tu perfil. Cada evento que puedes abrir muestra entonces a qué distancia de casa está en millas en línea recta («~312 mi de casa»), medida desde el código postal del lugar o, si no lo hay, desde su ciudad y estado; cuando no sabemos dónde es un evento, no mostramos ninguna distancia en vez de adivinarla. Una etiqueta «Promoción 2029» marca los eventos que le convienen a uno de tus deportistas: las promociones que nombra el organizador, si nombra alguna; si no, la categoría de edad del evento según el curso de tu deportista en la fecha del evento, con el año escolar de julio a junio:',
        levels: {
          U14: 'Sub-14: hasta 8.º grado',
          U16: 'Sub-16: de 7.º a 10.º grado',
          U19: 'Sub-19: de 9.º a 12.º grado',
          College: 'Universitario: ningún grado de una deportista de secundaria',
          allAges: 'Todas las edades: todos los grados',
        },
        colleges:
          'Las universidades que asisten son las que el organizador dice que estarán: la tarjeta muestra cuántas y la página del evento las lista. Los miembros Pro pueden filtrar por distancia, promoción y universidad, y seguir hasta 20 universidades para saber cuándo se añade una a un evento próximo.',
      },
      organizers: {
        question: 'Organizo eventos. ¿Cómo los publico?',
        answer: 'Envíalo en línea desde la sección Para organizadores, con el enlace a la página de tu evento, tu folleto o un formulario breve, o envía los detalles a {{email}}. Un administrador revisa cada evento antes de publicarlo. Publicarlo es gratis.',
      },
    },
  },
  finalCta: {
    title: '¿Listo para planificar tu temporada de reclutamiento?',
    text: 'Únete a más de 500 familias que encuentran cada showcase, clínica e ID camp en un solo lugar.',
    cta: 'Crea tu cuenta',
  },
};
