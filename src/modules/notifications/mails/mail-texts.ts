import type { ReminderKind } from '../ledger/mail-ledger.js';
import type { NotificationKind } from '../preferences/notification-preferences.js';
import type { MailLanguage } from './mail-language.js';

/** Every word a mail says, in each language the site speaks. */
export interface MailTexts {
  greeting: (username: string) => string;
  reminderSubject: Record<ReminderKind, (eventName: string) => string>;
  reminderIntro: Record<ReminderKind, (date: string) => string>;
  changeSubject: (eventName: string) => string;
  changeIntro: string;
  cancelSubject: (eventName: string) => string;
  cancelIntro: string;
  vanishedSubject: (eventName: string) => string;
  vanishedIntro: string;
  collegesSubject: (count: number) => string;
  collegesIntro: string;
  collegesAdded: (names: string) => string;
  collegesWhy: string;
  digestSubject: string;
  digestIntro: string;
  newEventsHeading: string;
  closingSoonHeading: string;
  registrationCloses: (date: string) => string;
  more: (count: number) => string;
  seeAllEvents: string;
  labels: { when: string; where: string; cost: string; deadline: string; register: string; details: string };
  why: Record<NotificationKind, string>;
  unsubscribe: Record<NotificationKind, string>;
  manage: string;
}

const en: MailTexts = {
  greeting: (username) => `Hi ${username},`,
  reminderSubject: {
    'deadline-7': (name) => `Registration for ${name} closes in 7 days`,
    'deadline-1': (name) => `Registration for ${name} closes tomorrow`,
    'event-3': (name) => `${name} starts in 3 days`,
  },
  reminderIntro: {
    'deadline-7': (date) => `Registration for this event you saved closes on ${date}, 7 days from today.`,
    'deadline-1': (date) => `Registration for this event you saved closes tomorrow, ${date}.`,
    'event-3': (date) => `This event you saved starts on ${date}, 3 days from today.`,
  },
  changeSubject: (name) => `${name} has changed`,
  changeIntro: 'The organizer changed this event you saved:',
  cancelSubject: (name) => `${name} has been cancelled`,
  cancelIntro: 'This event you saved has been cancelled.',
  vanishedSubject: (name) => `${name} is no longer listed by the organizer`,
  vanishedIntro: 'The organizer no longer lists this event you saved. It may have been cancelled or moved: check with the organizer before you make plans.',
  collegesSubject: (count) => (count === 1 ? 'A college you follow was added to an upcoming event' : `Colleges you follow were added to ${count} upcoming events`),
  collegesIntro: 'The organizers now say colleges you follow will attend these upcoming events:',
  collegesAdded: (names) => `now attending: ${names}`,
  collegesWhy: 'You get this e-mail because you follow these colleges and change alerts are on in your profile.',
  digestSubject: 'Your weekly field hockey events digest',
  digestIntro: 'Here is what is new this week and what is closing soon.',
  newEventsHeading: 'New events this week',
  closingSoonHeading: 'Your saved events: registration closes within 14 days',
  registrationCloses: (date) => `registration closes ${date}`,
  more: (count) => `…and ${count} more on the site.`,
  seeAllEvents: 'See all events',
  labels: { when: 'When', where: 'Where', cost: 'Cost', deadline: 'Registration deadline', register: 'Register', details: 'Event details' },
  why: {
    deadlineReminders: 'You get this e-mail because registration deadline reminders are on in your profile.',
    eventReminders: 'You get this e-mail because event date reminders are on in your profile.',
    changeAlerts: 'You get this e-mail because change alerts for saved events are on in your profile.',
    weeklyDigest: 'You get this e-mail because you subscribed to the weekly digest in your profile.',
  },
  unsubscribe: {
    deadlineReminders: 'Unsubscribe from deadline reminders',
    eventReminders: 'Unsubscribe from event date reminders',
    changeAlerts: 'Unsubscribe from change alerts',
    weeklyDigest: 'Unsubscribe from the weekly digest',
  },
  manage: 'Manage your e-mail preferences',
};

const es: MailTexts = {
  greeting: (username) => `Hola, ${username}:`,
  reminderSubject: {
    'deadline-7': (name) => `La inscripción para ${name} cierra en 7 días`,
    'deadline-1': (name) => `La inscripción para ${name} cierra mañana`,
    'event-3': (name) => `${name} comienza en 3 días`,
  },
  reminderIntro: {
    'deadline-7': (date) => `La inscripción para este evento que guardaste cierra el ${date}, dentro de 7 días.`,
    'deadline-1': (date) => `La inscripción para este evento que guardaste cierra mañana, ${date}.`,
    'event-3': (date) => `Este evento que guardaste comienza el ${date}, dentro de 3 días.`,
  },
  changeSubject: (name) => `${name} ha cambiado`,
  changeIntro: 'El organizador cambió este evento que guardaste:',
  cancelSubject: (name) => `${name} ha sido cancelado`,
  cancelIntro: 'Este evento que guardaste ha sido cancelado.',
  vanishedSubject: (name) => `${name} ya no aparece en la lista del organizador`,
  vanishedIntro: 'El organizador ya no publica este evento que guardaste. Puede que se haya cancelado o cambiado de fecha: consulta con el organizador antes de hacer planes.',
  collegesSubject: (count) =>
    count === 1 ? 'Una universidad que sigues se añadió a un próximo evento' : `Universidades que sigues se añadieron a ${count} próximos eventos`,
  collegesIntro: 'Los organizadores indican ahora que universidades que sigues asistirán a estos próximos eventos:',
  collegesAdded: (names) => `ahora asisten: ${names}`,
  collegesWhy: 'Recibes este correo porque sigues estas universidades y tienes activadas las alertas de cambios en tu perfil.',
  digestSubject: 'Tu resumen semanal de eventos de hockey sobre césped',
  digestIntro: 'Esto es lo nuevo de esta semana y lo que cierra pronto.',
  newEventsHeading: 'Eventos nuevos esta semana',
  closingSoonHeading: 'Tus eventos guardados: la inscripción cierra en los próximos 14 días',
  registrationCloses: (date) => `la inscripción cierra el ${date}`,
  more: (count) => `…y ${count} más en el sitio.`,
  seeAllEvents: 'Ver todos los eventos',
  labels: { when: 'Cuándo', where: 'Dónde', cost: 'Costo', deadline: 'Fecha límite de inscripción', register: 'Inscribirse', details: 'Detalles del evento' },
  why: {
    deadlineReminders: 'Recibes este correo porque tienes activados los recordatorios de fechas límite de inscripción en tu perfil.',
    eventReminders: 'Recibes este correo porque tienes activados los recordatorios de fechas de eventos en tu perfil.',
    changeAlerts: 'Recibes este correo porque tienes activadas las alertas de cambios de tus eventos guardados en tu perfil.',
    weeklyDigest: 'Recibes este correo porque te suscribiste al resumen semanal en tu perfil.',
  },
  unsubscribe: {
    deadlineReminders: 'Dejar de recibir recordatorios de fechas límite',
    eventReminders: 'Dejar de recibir recordatorios de fechas de eventos',
    changeAlerts: 'Dejar de recibir alertas de cambios',
    weeklyDigest: 'Dejar de recibir el resumen semanal',
  },
  manage: 'Gestionar tus preferencias de correo',
};

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = { en, es };
