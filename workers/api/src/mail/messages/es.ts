import type { Translation } from '@app/shared';
import type en from './en';

// The Worker's e-mails in Spanish: usted, plain words, the glossary of docs/decisions.md.
const es: Translation<typeof en> = {
  passwordReset: {
    subject: 'Su contraseña temporal',
    greeting: 'Hola, {{name}}:',
    password: 'Su contraseña temporal es: {{password}}',
    once: 'Sirve una sola vez, durante {{minutes}} minutos: inicie sesión con ella y elija una contraseña nueva.',
    current: 'Su contraseña actual sigue funcionando hasta entonces.',
    ignore: 'Si usted no pidió una contraseña nueva, puede ignorar este correo.',
  },
};

export default es;
