import type { ProfileTranslation } from './en';

export const es: ProfileTranslation = {
  subscription: {
    title: 'Suscripción',
    loading: 'Cargando tu suscripción',
    error: 'Error al cargar tu suscripción',
    paymentsUnavailable: 'Los pagos en línea no están disponibles en este servidor en este momento.',
    levels: {
      sample: 'Acceso de muestra',
      basic: 'Plan Básico',
      pro: 'Plan Pro',
    },
    status: {
      active: 'Activa',
      past_due: 'Pago vencido',
      cancelled: 'Cancelada',
    },
    endedOn: 'Tu suscripción terminó el {{date}}',
    ended: 'Tu suscripción terminó.',
    renewsOn: 'Se renueva el {{date}}',
    endsOn: 'Tu acceso termina el {{date}}',
    grantedUntil: 'Acceso otorgado hasta el {{date}}',
    grantedIndefinitely: 'Acceso otorgado hasta nuevo aviso',
    grantedNote: 'Nuestro equipo te otorgó este acceso.',
    contactUs: 'Contáctanos para cambiarlo.',
    manage: 'Administrar suscripción',
    cancel: 'Cancelar suscripción',
    openingPortal: 'Abriendo el portal de facturación…',
    pastDue: {
      message: 'Tu último pago no se pudo procesar. Actualiza tu método de pago para conservar tu acceso.',
      action: 'Actualizar método de pago',
    },
    checkout: {
      activating: '¡Gracias! Estamos activando tu suscripción…',
      activated: 'Tu plan {{plan}} está activo.',
      delayed: 'Tu pago todavía se está confirmando. Vuelve a cargar esta página en unos minutos para ver tu plan.',
      cancelled: 'Pago cancelado. No se te hizo ningún cargo.',
    },
  },
  upgrade: {
    choosePlan: 'Elige un plan',
    plans: {
      basic: {
        name: 'Básico',
        price: '$18/mes',
        summary: 'La base de datos completa de eventos de los próximos 3 meses: guarda eventos, ve los conflictos y recibe el resumen semanal.',
      },
      pro: {
        name: 'Pro',
        price: '$28/mes',
        summary:
          'Todo lo del Básico más el año completo, 2 años de eventos pasados, filtros avanzados, recordatorios y alertas de cambios, notas privadas, exportación y calendario suscrito, y estadísticas.',
      },
    },
    discountCode: 'Código de descuento (opcional)',
    submit: 'Continuar al pago',
    pending: 'Redirigiendo al pago…',
  },
  account: {
    title: 'Cuenta',
    username: 'Nombre de usuario',
    usernameHint: 'Tu nombre de usuario no se puede cambiar.',
    email: 'Correo electrónico',
    save: 'Guardar',
    saving: 'Guardando…',
  },
  password: {
    title: 'Cambiar contraseña',
    current: 'Contraseña actual',
    new: 'Contraseña nueva',
    newHint: 'De 8 a 128 caracteres',
    confirm: 'Confirmar contraseña nueva',
    submit: 'Cambiar contraseña',
    pending: 'Cambiando contraseña…',
  },
  sessions: {
    title: 'Dispositivos con sesión iniciada',
    what: '¿Perdiste un teléfono o dejaste la sesión abierta en un ordenador compartido? Cerrar sesión en todas partes termina todas las sesiones de tu cuenta, también esta; después vuelves a entrar con tu contraseña. Cambiar la contraseña hace lo mismo.',
    signOutEverywhere: 'Cerrar sesión en todas partes',
    pending: 'Cerrando sesión…',
    confirm: {
      title: '¿Cerrar sesión en todos los dispositivos?',
      description: 'Se cierra la sesión en todos los navegadores y dispositivos con tu cuenta, también en este.',
    },
    cancel: 'Cancelar',
  },
  yourData: {
    title: 'Tus datos',
    exportWhat:
      'Un archivo JSON con tu cuenta, tu historial de suscripción, tus eventos guardados, tus notas, tus preferencias de notificaciones y los correos que te enviamos.',
    download: 'Descargar mis datos',
    deleteWhat: 'Eliminar tu cuenta la borra de forma definitiva junto con sus datos personales.',
    delete: 'Eliminar mi cuenta',
    confirm: {
      title: '¿Eliminar tu cuenta?',
      description:
        'Esto elimina tu cuenta de forma definitiva: tu nombre de usuario, tu correo electrónico, tus eventos guardados, tus notas, tus preferencias de notificaciones y tu calendario suscrito. Tu nombre de usuario y tu correo electrónico quedan libres para volver a usarse. Una suscripción de pago termina ahora, sin reembolso por el resto del periodo (consulta nuestra Política de reembolso). Los registros que la ley nos obliga a conservar (fechas e importes de las facturas) se mantienen, sin vínculo contigo. Esta acción no se puede deshacer.',
      password: 'Contraseña',
      submit: 'Eliminar mi cuenta',
      pending: 'Eliminando…',
    },
    cancel: 'Cancelar',
  },
  errors: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    currentPasswordRequired: 'Ingresa tu contraseña actual',
    newPasswordRequired: 'Ingresa una contraseña nueva',
    newPasswordTooShort: 'Debe tener al menos 8 caracteres',
    newPasswordTooLong: 'Debe tener como máximo 128 caracteres',
    confirmPasswordRequired: 'Confirma tu contraseña nueva',
    passwordMismatch: 'Las contraseñas no coinciden',
    passwordRequired: 'Ingresa tu contraseña',
  },
  notifications: {
    title: 'Notificaciones por correo',
    intro: 'Enviamos estos correos a {{email}}, en el idioma que usas en este sitio.',
    loading: 'Cargando tus ajustes de notificaciones',
    error: 'Error al cargar tus ajustes de notificaciones',
    kinds: {
      deadlineReminders: {
        label: 'Recordatorios de fecha límite de inscripción',
        description: '7 días y 1 día antes de la fecha límite de inscripción de cada evento próximo que guardaste.',
      },
      eventReminders: {
        label: 'Recordatorios de fecha del evento',
        description: '3 días antes de que empiece cada evento que guardaste.',
      },
      changeAlerts: {
        label: 'Alertas de cambios',
        description:
          'Cuando cambian las fechas, el lugar, el costo, el enlace o la fecha límite de inscripción de un evento que guardaste, o se cancela: qué cambió, antes y ahora.',
      },
      weeklyDigest: {
        label: 'Resumen semanal',
        description:
          'Los lunes por la mañana: los eventos nuevos que coinciden con tus filtros y tus eventos guardados con fecha límite en los próximos 14 días.',
      },
    },
    includedInPro: 'Incluido en Pro',
    includedInPlans: 'Incluido en Básico y Pro',
    upgrade: 'Mejorar plan',
    filters: {
      title: 'Filtros del resumen semanal',
      hint: 'Elige qué incluye el resumen. Deja una lista vacía para recibir todos los estados, tipos de evento o niveles de edad.',
      states: 'Estados',
      eventTypes: 'Tipos de evento',
      ageLevels: 'Niveles de edad',
    },
    save: 'Guardar ajustes de notificaciones',
    saving: 'Guardando…',
  },
  calendarFeed: {
    title: 'Calendario suscrito',
    what: 'Suscribe tu aplicación de calendario a tus eventos próximos guardados: aparecen en Google Calendar o Apple Calendar y se actualizan solos con cada cambio de fecha, lugar o costo.',
    private:
      'Tu calendario es privado: cualquiera que tenga el enlace puede ver tus eventos guardados. No lo compartas; si se difundió, crea un enlace nuevo.',
    loading: 'Cargando tu calendario suscrito',
    error: 'Error al cargar tu calendario suscrito',
    hidden:
      'Tu calendario suscrito está activo (enlace creado el {{date}}). Por tu privacidad, el enlace solo se muestra una vez, al crearlo: para suscribir otro calendario, crea un enlace nuevo (el actual deja de funcionar).',
    none: 'Todavía no tienes un calendario suscrito.',
    create: 'Crear mi calendario suscrito',
    creating: 'Creando…',
    link: 'El enlace de tu calendario',
    copy: 'Copiar enlace',
    apple: 'Suscribirse en Apple Calendar',
    google: 'Añadir a Google Calendar',
    newTab: '(se abre en una pestaña nueva)',
    regenerate: 'Crear un enlace nuevo',
    turnOff: 'Desactivar',
    regenerateConfirm: {
      title: '¿Crear un enlace nuevo?',
      description:
        'El enlace actual deja de funcionar de inmediato: los calendarios suscritos a él dejan de actualizarse. Vuelve a suscribirte con el enlace nuevo.',
    },
    turnOffConfirm: {
      title: '¿Desactivar tu calendario suscrito?',
      description:
        'El enlace deja de funcionar de inmediato: los calendarios suscritos a él dejan de actualizarse. Puedes crear uno nuevo cuando quieras.',
    },
    cancel: 'Cancelar',
  },
  toasts: {
    error: 'Error',
    notificationsSaved: 'Ajustes de notificaciones guardados',
    notificationsFailed: 'Error al guardar los ajustes de notificaciones',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace: selecciónalo y cópialo tú',
    feedCreated: 'Calendario suscrito creado',
    feedRenewed: 'Enlace nuevo creado: el anterior ya no funciona',
    feedTurnedOff: 'Calendario suscrito desactivado',
    feedFailed: 'Error al cambiar tu calendario suscrito',
    emailUpdated: 'Correo electrónico actualizado',
    emailFailed: 'Error al actualizar el correo electrónico',
    passwordChanged: 'Contraseña cambiada',
    passwordFailed: 'Error al cambiar la contraseña',
    signedOutEverywhere: 'Sesión cerrada en todos los dispositivos',
    signOutEverywhereFailed: 'Error al cerrar sesión en todas partes',
    accountDeleted: 'Tu cuenta ha sido eliminada',
    deleteAccountFailed: 'Error al eliminar tu cuenta',
  },
};
