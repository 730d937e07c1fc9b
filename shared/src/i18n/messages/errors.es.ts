import type { Translation } from '../catalogue';
import type en from './errors.en';

const errors: Translation<typeof en> = {
  failed: '¡Falló!',
  notFound: 'No encontrado',
  somethingWentWrong: 'Algo salió mal',
  alreadyExists: 'Esto ya existe',
  unexpectedError: 'Ocurrió un error inesperado',
};

export default errors;
