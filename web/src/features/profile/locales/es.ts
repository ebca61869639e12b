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
        summary: 'La base de datos completa de eventos, para los eventos de los próximos 3 meses.',
      },
      pro: {
        name: 'Pro',
        price: '$28/mes',
        summary:
          'Todo lo del Básico más el año completo, 2 años de eventos pasados, filtros avanzados, exportación al calendario y recordatorios.',
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
  errors: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    currentPasswordRequired: 'Ingresa tu contraseña actual',
    newPasswordRequired: 'Ingresa una contraseña nueva',
    newPasswordTooShort: 'Debe tener al menos 8 caracteres',
    newPasswordTooLong: 'Debe tener como máximo 128 caracteres',
    confirmPasswordRequired: 'Confirma tu contraseña nueva',
    passwordMismatch: 'Las contraseñas no coinciden',
  },
  toasts: {
    error: 'Error',
    emailUpdated: 'Correo electrónico actualizado',
    emailFailed: 'Error al actualizar el correo electrónico',
    passwordChanged: 'Contraseña cambiada',
    passwordFailed: 'Error al cambiar la contraseña',
  },
};
