import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `friends` in Spanish, written by us (docs/architecture.md "Languages"; usted, the glossary of
// docs/decisions.md "Spanish").
const friends: Translation<typeof en> = {
  register: {
    heading: 'Registro',
    adminHeading: 'Registro de amigos',
    submit: 'Registrarse',
    registerSomeone: 'Registrar',
    unknownError: '¡Ocurrió un error desconocido!',
  },
  intro: {
    language: 'Esta es la presentación en español. Para editar la inglesa, cambie el idioma a English.',
    label: 'Presentación (HTML)',
    submit: 'Guardar contenido',
    saved: '¡Listo!',
  },
  profile: {
    heading: 'Perfil de amigo',
    manageFriends: 'Administrar amigos',
    phoneNumber: 'Número de teléfono',
    moneroAddress: 'Dirección de Monero',
    description: 'Breve presentación para publicar',
    available: 'disponible',
    busy: 'ocupado',
    save: 'Guardar perfil',
    callMe: 'Llámeme',
    codeCalled: 'Le estamos llamando para darle su código de verificación',
    failed: 'No se pudo actualizar su perfil de amigo',
    verificationCode: 'Código de verificación',
    verify: 'Verificar',
  },
  photo: {
    preview: 'Vista previa de la foto',
    none: 'Todavía no hay foto',
    choose: 'Elegir foto',
    wrongType: 'Elija una imagen JPEG, PNG o WebP',
    tooLarge: 'La foto no puede pesar más de 2 MB',
    unreadable: 'No se pudo leer la foto; elija otra imagen',
  },
  detail: {
    heading: 'Datos del amigo',
    editProfile: 'Editar perfil',
    name: 'Nombre',
    phoneNumber: 'Número de teléfono',
    email: 'Correo electrónico',
    username: 'Usuario',
    friendId: 'Número de amigo',
    password: 'Contraseña',
    reset: 'Cambiar',
    none: 'sin datos',
    currentProfile: 'Perfil actual',
    noPhoto: 'Todavía no hay foto',
    description: 'Breve presentación para publicar',
    moneroAddress: 'Dirección de Monero',
    availability: 'Disponibilidad',
    available: 'disponible',
    busy: 'ocupado',
    status: 'Estado',
    approved: 'aprobado',
    waiting: 'en espera de verificación',
  },
  earnings: {
    heading: 'Ganancias',
    minutesThisMonth: 'Minutos este mes',
    earnedThisMonth: 'Ganado este mes',
    unpaidBalance: 'Saldo por pagar',
  },
};

export default friends;
