import { registerTranslations } from '../../lib/i18n';

const en = {
  heading: {
    login: 'Log in to your account',
    register: 'Create your account',
  },
  intro: {
    login: 'Welcome back. Your saved events and reminders are waiting.',
    register: 'Start with a free sample event, upgrade when you are ready.',
  },
  fields: {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    ageConfirmed: 'I am 13 or older, or a parent or guardian signing up for my athlete',
  },
  hints: {
    username: '3–32 characters: letters, digits, _ . or -',
    password: '8–128 characters',
  },
  errors: {
    usernameRequired: 'Username is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm your password',
    passwordMismatch: 'Passwords do not match',
    ageNotConfirmed: 'Please confirm your age to sign up',
  },
  submit: {
    login: 'Log in',
    loginPending: 'Logging in…',
    register: 'Create account',
    registerPending: 'Creating account…',
  },
  switchMode: {
    toRegisterQuestion: "Don't have an account?",
    toRegister: 'Sign up',
    toLoginQuestion: 'Already have an account?',
    toLogin: 'Log in',
  },
  forgotPassword: {
    question: 'Forgot your password?',
    link: 'Contact support',
    rest: 'and we will reset it for you.',
    mailSubject: 'Password reset request',
  },
  toasts: {
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
  },
  hero: {
    title: 'Never miss a recruiting event',
    subtitle: 'Showcases, clinics, ID camps and tournaments across the USA, collected automatically and updated daily.',
  },
};

export type AuthTranslation = typeof en;
export type AuthErrorKey = keyof AuthTranslation['errors'];

export function isAuthErrorKey(value: string): value is AuthErrorKey {
  return Object.hasOwn(en.errors, value);
}

const es: AuthTranslation = {
  heading: {
    login: 'Inicia sesión en tu cuenta',
    register: 'Crea tu cuenta',
  },
  intro: {
    login: 'Bienvenido de nuevo. Tus eventos guardados y recordatorios te esperan.',
    register: 'Empieza con un evento de muestra gratis y mejora tu plan cuando quieras.',
  },
  fields: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    ageConfirmed: 'Tengo 13 años o más, o soy el padre, la madre o el tutor que registra a su deportista',
  },
  hints: {
    username: 'De 3 a 32 caracteres: letras, números, _ . o -',
    password: 'De 8 a 128 caracteres',
  },
  errors: {
    usernameRequired: 'El nombre de usuario es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduce un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    confirmPasswordRequired: 'Confirma tu contraseña',
    passwordMismatch: 'Las contraseñas no coinciden',
    ageNotConfirmed: 'Confirma tu edad para registrarte',
  },
  submit: {
    login: 'Iniciar sesión',
    loginPending: 'Iniciando sesión…',
    register: 'Crear cuenta',
    registerPending: 'Creando cuenta…',
  },
  switchMode: {
    toRegisterQuestion: '¿No tienes una cuenta?',
    toRegister: 'Regístrate',
    toLoginQuestion: '¿Ya tienes una cuenta?',
    toLogin: 'Inicia sesión',
  },
  forgotPassword: {
    question: '¿Olvidaste tu contraseña?',
    link: 'Contacta con soporte',
    rest: 'y la restableceremos por ti.',
    mailSubject: 'Solicitud de restablecimiento de contraseña',
  },
  toasts: {
    loginFailed: 'Error al iniciar sesión',
    registrationFailed: 'Error en el registro',
  },
  hero: {
    title: 'No te pierdas ningún evento de reclutamiento',
    subtitle: 'Showcases, clínicas, ID camps y torneos en todo Estados Unidos, recopilados automáticamente y actualizados a diario.',
  },
};

export const authNamespace = 'auth';

// Runs when the auth route's chunk loads, so these texts never weigh on the landing page.
registerTranslations(authNamespace, { en, es });
