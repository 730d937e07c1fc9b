import type { Translation } from '../catalogue';
import type en from './common.en';

const common: Translation<typeof en> = {
  loading: 'Cargando…',
  unexpectedError: 'Ocurrió un error inesperado',
  registration: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    username: 'Usuario',
    password: 'Contraseña',
    reenterPassword: 'Vuelva a escribir la contraseña',
  },
};

export default common;
