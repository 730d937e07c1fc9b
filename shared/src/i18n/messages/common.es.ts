import type { Translation } from '../catalogue';
import type en from './common.en';

const common: Translation<typeof en> = {
  language: 'Idioma',
  loading: 'Cargando…',
  unexpectedError: 'Ocurrió un error inesperado',
};

export default common;
