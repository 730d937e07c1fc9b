import type { Translation } from '@app/shared';
import type en from './frame-messages.en';

/** The page frame's words in Spanish (usted; glossary in docs/decisions.md "Spanish"). */
const frame: Translation<typeof en> = {
  description:
    'Compre créditos de comunicación para personas bajo custodia; los amigos reciben un pago por cada minuto de llamada.',
  skipLink: 'Saltar al contenido principal',
  loading: 'Cargando…',
  language: 'Idioma',
  nav: {
    label: 'Principal',
    home: 'Inicio',
    inmates: 'Internos',
    friends: 'Amigos',
    adminTools: 'Herramientas de administración',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    acountInfo: 'Información de la cuenta',
    logout: 'Cerrar sesión',
  },
  tools: {
    jails: 'Configurar centros penitenciarios',
    offers: 'Administrar ofertas',
    inmates: 'Administrar internos',
    friends: 'Administrar amigos',
    files: 'Administrar archivos de audio',
    employees: 'Administrar empleados',
    settings: 'Configuración',
  },
  screens: {
    offers: 'Ofertas',
    accountInfo: 'Información de la cuenta',
  },
  footer: {
    paymentMethods: 'Métodos de pago',
    contactSupport: 'Contactar a soporte',
  },
  home: {
    heading: 'Manténgase en contacto desde adentro',
    intro:
      'Compre créditos para los servicios que mantienen comunicada a una persona bajo custodia, un servicio a la vez o en un paquete que incluye varios:',
    friends: '<strong>Amigos</strong>: llamadas con acompañantes voluntarios de afuera.',
    callConnect: '<strong>Desvío de llamadas</strong>: llamadas desviadas a los números que usted elija.',
    aiChat: '<strong>Chat con IA</strong>: conversaciones con un asistente de inteligencia artificial.',
    messaging: '<strong>Mensajes</strong>: mensajes que se envían y reciben con personas de afuera.',
    seeOffers: 'Ver las ofertas',
    becomeFriend: 'Conviértase en amigo',
    friendsIntro:
      'Los amigos son personas de afuera que atienden llamadas de internos y reciben un pago por cada minuto de llamada aceptada, en una dirección de Monero.',
    registerFriend: 'Registrarse como amigo',
  },
};

export default frame;
