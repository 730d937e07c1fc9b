import type { Translation } from '@app/shared';
import type en from './en';
import titles from './titles.es';

// Namespace `legal` in Spanish, written by us (usted; glossary in docs/decisions.md "Spanish").
const legal: Translation<typeof en> = {
  ...titles,
  prices: {
    intro:
      'Lo que cuesta cada servicio y, para los servicios de llamadas, cuánto sale por minuto. Estas son las ofertas a la venta en este momento, tal como las fija nuestro personal.',
    loadFailed: 'No se pudieron cargar los precios. Por favor, inténtelo más tarde.',
    noOffers: 'No hay ofertas a la venta en este momento.',
    services: {
      PHONE_PALS: 'Amigos',
      CALL_FORWARDING: 'Desvío de llamadas',
      AI_CHAT: 'Chat con IA',
      MESSAGING: 'Mensajes',
    },
    bundles: 'Paquetes',
    bundlesIntro:
      'Un paquete cubre varios servicios por un solo precio; sus créditos se comparten entre los servicios que cubre, y un crédito usado en una llamada equivale a un minuto.',
    covers: 'Cubre {{services}}',
    creditBuysCall: 'Un crédito equivale a un minuto de llamada.',
    creditBuysMessaging: 'Los créditos de Mensajes son solo para mensajes; las llamadas nunca los usan.',
    columns: {
      offer: 'Oferta',
      price: 'Precio',
      credits: 'Créditos',
      perMinute: 'Precio por minuto',
      perCredit: 'Precio por crédito',
      perCreditOrMinute: 'Precio por crédito o minuto de llamada',
      lasts: 'Duración',
      monthlyCharge: 'Cargo mensual',
    },
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    neverExpires: 'No vence',
    none: 'Ninguno',
    monthlyCredits: '{{credits}} créditos',
    rulesHeading: 'Cómo se le cobra',
    rules: {
      perMinute:
        'Las llamadas (Amigos, Desvío de llamadas, Chat con IA) se cuentan en minutos completos, redondeando hacia arriba: una llamada de 2 minutos y 10 segundos usa 3 créditos. Una llamada puede durar tantos minutos como créditos enteros tenga el servicio.',
      noConnectionFee: 'Sin cargos de conexión: una llamada que no se conecta no cuesta nada.',
      noOtherFees:
        'Sin otros cargos: no se cobra por abrir una cuenta, por pagar, por recargar ni por consultar su saldo. El precio de la oferta es todo lo que usted paga por ella.',
      noSurcharge:
        'Los pagos con tarjeta no tienen recargo: a su tarjeta se le cobra exactamente el precio que aparece aquí.',
      monthlyCharge:
        'Una oferta con cargo mensual descuenta del servicio los créditos indicados una vez cada mes calendario, incluido el mes en que la compra. Las ofertas que dicen Ninguno no tienen cargo mensual.',
      validity:
        'Una oferta que dura cierto número de días termina ese número de días después de la compra. Los créditos que queden al terminar ya no se pueden usar: no pasan al siguiente período ni se reembolsan; una renovación da los créditos de la oferta para el nuevo período. Una oferta que no vence conserva sus créditos hasta que se usen, y cada renovación les suma los créditos de la oferta.',
      automatic:
        'Los pagos automáticos renuevan un servicio al final de cada período de su oferta (cada mes si la oferta no vence), al precio del día en que comenzaron, hasta que usted los detenga desde la página de su cuenta.',
      recurring:
        'Los pagos recurrentes guardan su tarjeta, para que más adelante se pueda pagar sin volver a escribirla; cada pago aparece en el historial de pagos de su cuenta. Al detener los pagos recurrentes, se retira ese permiso.',
      priceChanges:
        'Los precios pueden cambiar. Un precio nuevo se aplica a las compras hechas después del cambio; esta página siempre muestra los precios de hoy.',
      currency: 'Todos los precios están en dólares estadounidenses.',
    },
  },
  terms: {
    intro:
      'Estas condiciones explican cómo funciona Credits Portal y lo que usted acepta al usarlo. Están escritas para ser breves y claras.',
    service: {
      heading: 'El servicio',
      text: 'Credits Portal vende créditos para servicios de comunicación para personas privadas de libertad: Amigos (llamadas con acompañantes voluntarios), Desvío de llamadas (llamadas que se desvían a un número que elige el interno), Chat con IA (llamadas con un asistente de inteligencia artificial) y Mensajes.',
    },
    accounts: {
      heading: 'Su cuenta',
      text: 'No comparta su contraseña ni su código secreto: el código secreto es lo que lo identifica cuando llama desde el centro penitenciario. Nuestro personal puede abrir su cuenta, e iniciar sesión como usted, para ayudarlo y para hacer funcionar el servicio.',
    },
    paying: {
      heading: 'Pagos',
      text: 'Usted paga con tarjeta a través de Stripe, o nuestro personal registra un pago hecho de otra forma. A su tarjeta se le cobra el total que aparece en el botón de pago, que es la suma de los precios de las ofertas que eligió. Lo que cuesta cada oferta, y cuánto sale por minuto, está en la página <prices>Precios y cargos</prices>.',
    },
    credits: {
      heading: 'Créditos',
      text: 'Los créditos pertenecen al servicio para el que se compraron. Un crédito equivale a un minuto de llamada, contado en minutos completos y redondeando hacia arriba. Cuánto duran los créditos y cómo funcionan las renovaciones y los cargos mensuales también se explica en la página Precios y cargos.',
    },
    stopping: {
      heading: 'Detener los pagos',
      text: 'Usted puede detener en cualquier momento las renovaciones automáticas y los pagos recurrentes desde la página de su cuenta. Al detenerlos se acaban los pagos futuros; no se pierde lo que ya pagó.',
    },
    friends: {
      heading: 'Amigos',
      text: 'Los amigos son voluntarios de afuera que reciben llamadas. Un amigo recibe llamadas una vez que su perfil está aprobado, y se le paga por cada minuto de llamada aceptada, a la tarifa que fija nuestro personal, en su dirección de Monero.',
    },
    help: {
      heading: 'Preguntas y problemas',
      text: 'Si algo salió mal con un pago o una llamada, o si tiene cualquier pregunta, escríbanos a través de <contact>Contactar a soporte</contact>.',
    },
  },
  privacy: {
    intro: 'Qué guarda Credits Portal sobre usted, para qué y quién lo puede ver.',
    keep: {
      heading: 'Qué guardamos',
      inmates:
        'Internos: nombre, correo electrónico, usuario, contraseña (nunca se guarda tal como se escribe, solo una versión codificada que no se puede revertir), código secreto, número de teléfono asignado, el número al que se desvían las llamadas, notas del personal, los servicios comprados, los pagos, el registro de llamadas y los archivos de audio subidos a la cuenta.',
      friends:
        'Amigos: nombre, usuario, correo electrónico, número de teléfono, dirección de Monero (para pagarle), descripción y foto del perfil, disponibilidad, las llamadas recibidas y lo que ganó y se le pagó.',
      calls:
        'Llamadas: de cada llamada, cuándo fue, cuántos minutos duró, los créditos que usó, el servicio y, en Amigos, qué amigo la recibió. No grabamos lo que se dice.',
      payments:
        'Pagos: los datos de la tarjeta se escriben en el formulario propio de Stripe y van directamente a Stripe. Nunca vemos ni guardamos el número completo de su tarjeta, solo la marca y los últimos cuatro dígitos y, con pagos recurrentes, la referencia de Stripe a la tarjeta guardada.',
      support: 'Solicitudes de soporte: el correo electrónico y el mensaje que nos envía.',
    },
    cookies: {
      heading: 'Cookies',
      text: 'Usamos cuatro cookies, todas necesarias para que el sitio funcione: una mantiene su sesión iniciada, otra recuerda su idioma, otra comprueba la imagen del formulario de contacto y otra hace que vea sus propios cambios al momento. No hay cookies de publicidad ni de seguimiento.',
    },
    emails: {
      heading: 'Correos que enviamos',
      text: 'Una contraseña temporal cuando pide restablecer la suya, un recibo por cada pago, un aviso cuando a un servicio le quedan pocos créditos o cuando no se pudo cobrar su renovación automática y, si lo pide en el formulario de contacto, un código para escribir en lugar de leer la imagen. Las solicitudes de soporte llegan a nuestro personal por correo electrónico.',
    },
    sharing: {
      heading: 'Quién lo ve',
      text: 'Usted y nuestro personal, que lo necesita para hacer funcionar el servicio (los empleados con acceso limitado no ven códigos secretos, pagos ni historial de llamadas). Solo lo usamos para hacer funcionar Credits Portal, con estos proveedores: Stripe (pagos con tarjeta), Twilio (conexión de llamadas), un servicio de envío de correos y nuestro proveedor de alojamiento, Cloudflare.',
    },
    yourData: {
      heading: 'Ver, corregir o eliminar su información',
      text: 'Usted puede cambiar su nombre y su correo electrónico en la página de su cuenta, y los amigos, su perfil. Para recibir una copia de su información, o para que la eliminemos, escríbanos a través de <contact>Contactar a soporte</contact> desde el correo electrónico de su cuenta.',
    },
  },
};

export default legal;
