import type { NotificationsTranslation } from './en';

export const es: NotificationsTranslation = {
  pending: 'Cancelando la suscripción…',
  done: {
    title: 'Cancelaste la suscripción',
    kinds: {
      deadlineReminders: 'Ya no recibirás recordatorios de fecha límite de inscripción.',
      eventReminders: 'Ya no recibirás recordatorios de fecha del evento.',
      changeAlerts: 'Ya no recibirás alertas de cambios.',
      weeklyDigest: 'Ya no recibirás el resumen semanal.',
      other: 'Ya no recibirás estos correos.',
    },
  },
  manage: 'Puedes volver a activarlo cuando quieras en tu <profile>perfil</profile>.',
  invalid: {
    title: 'Este enlace para cancelar la suscripción no es válido',
    text: 'Puede que esté incompleto: ábrelo otra vez desde el correo, o elige qué correos recibes en tu <profile>perfil</profile>.',
  },
  failed: {
    title: 'No pudimos cancelar tu suscripción',
    retry: 'Intentar de nuevo',
  },
};
