import type { Translation } from '@app/shared';
import type en from './titles.en';

/** The legal pages' names in Spanish (usted; glossary in docs/decisions.md "Spanish"). */
const legalTitles: Translation<typeof en> = {
  titles: {
    prices: 'Precios y cargos',
    terms: 'Condiciones del servicio',
    privacy: 'Privacidad',
  },
  footerLinks: 'Precios y políticas',
};

export default legalTitles;
