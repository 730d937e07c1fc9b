import type { Translation } from '@app/shared';
import frame from '../frame/frame-messages.es';
import type en from './en';

// Namespace `shell` in Spanish, written by us (docs/architecture.md "Languages"; usted, the glossary of
// docs/decisions.md "Spanish").
const shell: Translation<typeof en> = {
  ...frame,
  staffHome: {
    heading: 'Administración',
    signedInAs: 'Sesión iniciada como {{name}}.',
  },
  login: {
    inmateHeading: 'Inicio de sesión de internos',
    friendHeading: 'Inicio de sesión de amigos',
    staffHeading: 'Inicio de sesión del personal',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    needsAdmin:
      'Esta página necesita una cuenta ADMIN. Inicie sesión como ADMIN, o vaya a <goto>sus propias herramientas</goto>.',
  },
  changePassword: {
    heading: 'Cambiar contraseña',
    forcedNotice:
      'Usted inició sesión con una contraseña temporal. Elija una contraseña nueva para continuar: escriba la contraseña temporal como contraseña anterior.',
    oldPassword: 'Contraseña anterior',
    newPassword: 'Contraseña nueva',
    reenterPassword: 'Vuelva a escribir la contraseña nueva',
    submit: 'Cambiar contraseña',
  },
  resetPassword: {
    heading: 'Restablecer contraseña',
    username: 'Usuario',
    email: 'Correo electrónico',
    sent: 'Si el correo electrónico que nos dio coincide con nuestros registros, le enviamos una contraseña temporal.',
    failed: 'No se pudo restablecer la contraseña',
    submit: 'Restablecer contraseña',
  },
  contact: {
    heading: 'Contactar a soporte',
    captchaImage: 'Imagen de verificación (captcha)',
    newImage: 'Otra imagen',
    mailCode: 'Enviarme un código por correo',
    mailAgain: 'Enviarme otro código',
    codeSent: 'Le enviamos un código a {{email}}: escríbalo en «Texto de la imagen».',
    showPicture: 'Mostrar una imagen',
    captchaAnswer: 'Texto de la imagen',
    email: 'Correo electrónico',
    message: 'Mensaje',
    sent: 'Solicitud de soporte enviada',
    send: 'Enviar',
  },
  notFound: {
    heading: 'Página no encontrada',
    text: 'No hay ninguna página en esta dirección. <home>Ir a la página de inicio</home>.',
  },
  remote: {
    failed: 'No se pudo cargar esta parte del sitio.',
    retry: 'Reintentar',
  },
  banner: {
    label: 'Actuando como',
    inmate: 'Actuando como {{name}} (interno)',
    friend: 'Actuando como {{name}} (amigo)',
    stop: 'Terminar',
  },
};

export default shell;
