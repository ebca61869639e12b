import type { InsightsTranslation } from './en';

export const es: InsightsTranslation = {
  title: 'Estadísticas y análisis',
  intro: 'Próximos eventos en Estados Unidos durante los próximos 12 meses.',
  loading: 'Cargando estadísticas',
  errorTitle: 'Error al cargar las estadísticas',
  unknownError: 'Se produjo un error desconocido',
  upgrade: {
    title: 'Mejora a Pro',
    text: 'Las estadísticas y el análisis están incluidos en Pro: eventos por estado, mes, tipo, categoría de edad y precio, y tus próximas fechas límite de inscripción.',
    action: 'Mejorar a Pro',
  },
  summary: {
    title: 'Resumen',
    total: 'Próximos eventos',
    states: 'Estados con eventos',
    deadlines: 'Tus próximas fechas límite',
  },
  chart: {
    count: 'Eventos',
    summary: '{{title}}: gráfico de barras, con más eventos en {{label}} ({{count}})',
    empty: 'No hay próximos eventos',
  },
  byState: {
    title: 'Eventos por estado',
    column: 'Estado',
    rest: 'Otros estados',
  },
  byMonth: {
    title: 'Eventos por mes',
    column: 'Mes',
  },
  byType: {
    title: 'Eventos por tipo',
    column: 'Tipo de evento',
  },
  byAgeLevel: {
    title: 'Eventos por categoría de edad',
    column: 'Categoría de edad',
  },
  costs: {
    title: 'Distribución de precios',
    column: 'Precio',
    buckets: {
      free: 'Gratis',
      contact: 'Consultar al organizador',
      under100: 'Menos de $100',
      '100to249': '$100–$249',
      '250to499': '$250–$499',
      '500plus': '$500 o más',
    },
  },
  deadlines: {
    title: 'Tus próximas fechas límite',
    empty: 'Ninguno de tus eventos guardados tiene una fecha límite de inscripción por delante.',
    closes: 'La inscripción cierra el {{date}}',
    today: 'Cierra hoy',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
  },
};
