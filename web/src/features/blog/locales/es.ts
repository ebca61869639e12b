import type { BlogTranslation } from './en';

export const es: BlogTranslation = {
  list: {
    title: 'Blog',
    documentTitle: 'Blog | {{brand}}',
    intro: 'Consejos de reclutamiento, reseñas de showcases, preparación universitaria e historias de éxito para familias del hockey sobre césped.',
    filterLabel: 'Filtrar posts por categoría',
    all: 'Todos',
    loading: 'Cargando posts',
    posts: 'Posts',
    errorTitle: 'Error al cargar posts',
    unknownError: 'Se produjo un error desconocido',
    emptyTitle: 'No hay posts disponibles',
    emptyText: 'Vuelve pronto para ver nuevo contenido',
  },
  card: {
    by: 'Por {{author}}',
    readMore: 'Leer más',
    readMoreNamed: 'Leer más: {{title}}',
  },
  post: {
    back: 'Volver al blog',
    by: 'Por {{author}}',
    documentTitle: '{{title}} | {{brand}}',
    loading: 'Cargando post',
    notFoundTitle: 'Post no encontrado',
    notFoundText: 'El post que buscas no existe o ya no está publicado.',
    errorTitle: 'Error al cargar el post',
    unknownError: 'Se produjo un error desconocido',
  },
  categories: {
    recruiting_tips: 'Consejos de reclutamiento',
    showcase_reviews: 'Reseñas de showcases',
    college_prep: 'Preparación universitaria',
    success_stories: 'Historias de éxito',
  },
};
