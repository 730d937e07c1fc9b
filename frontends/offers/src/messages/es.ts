import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `offers` in Spanish, written by us (docs/architecture.md "Languages"): usted, plain words, the glossary of
// docs/decisions.md. Offer titles and descriptions stay as staff wrote them.
const offers: Translation<typeof en> = {
  service: {
    PHONE_PALS: 'Amigos',
    CALL_FORWARDING: 'Desvío de llamadas',
    AI_CHAT: 'Chat con IA',
    MESSAGING: 'Mensajes',
  },
  creditBuys: {
    PHONE_PALS: '1 crédito = 1 minuto de llamada con un amigo',
    CALL_FORWARDING: '1 crédito = 1 minuto de llamada desviada',
    AI_CHAT: '1 crédito = 1 minuto de llamada con el asistente de IA',
    MESSAGING: 'Créditos solo para mensajes; las llamadas nunca los usan',
  },
  creditRounding: 'Cada llamada se cuenta en minutos completos, redondeando hacia arriba.',
  offer: {
    credits: '{{credits}} créditos',
    neverExpire: 'no vence',
    validForOneDay: 'válido por 1 día',
    validForDays: 'válido por {{days}} días',
    monthlyCharge: 'se descuentan {{credits}} créditos cada mes',
  },
  selection: {
    heading: 'Ofertas',
    noOffers: 'No hay ofertas por ahora',
    aggregates: 'Ofertas combinadas',
    covers: '{{offer}} incluye',
    included: 'Incluye {{service}}',
    subscribe: 'Suscribirse',
    subscribeHint: 'Después usted elige cómo pagar: un pago único o una suscripción.',
    paymentFor: 'Pagar por {{name}}',
  },
  total: {
    heading: 'Su elección',
    nothing: 'Todavía no ha elegido nada. Elija una oferta por servicio, o un paquete.',
    price: 'Total a pagar: {{amount}}',
    creditsFor: '{{credits}} créditos para {{service}}',
    creditsShared: '{{credits}} créditos compartidos entre {{services}}',
  },
  notice: {
    bundleReplaced: 'El paquete {{bundle}} reemplazó lo que había elegido: {{replaced}}.',
    offerReplaced: '{{offer}} para {{service}} reemplazó lo que había elegido: {{replaced}}.',
    replacedOffer: '{{offer}} para {{service}}',
    replacedBundle: 'el paquete {{offer}}',
  },
  registration: {
    heading: 'Registro',
    adminLabel: 'Registrar a un interno',
    register: 'Registrarse',
    registerSomeone: 'Registrar',
    registered: 'Usuario registrado',
  },
  payment: {
    heading: 'Pago',
    chooseInmate: 'Primero elija en <goto>Administrar internos</goto> al interno por quien va a pagar.',
    logInToPay: 'Por favor, <goto>inicie sesión</goto> para pagar.',
    selectionLost: 'No se pudieron cargar las ofertas elegidas. Revise su conexión e inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    chooseOffers: 'Elegir ofertas',
    backToOffers: 'Volver a las ofertas (se conserva su elección)',
    selectedOffers: 'Ofertas elegidas',
    total: 'Total: {{amount}}',
    options: 'Opciones de pago',
    recurring: 'Recurrente',
    recurringHint: '(guardar la tarjeta para renovar desde su cuenta)',
    automatic: 'Automático',
    automaticHint: '(una suscripción que se renueva en cada período)',
    oneTimeMeaning:
      'Sin Automático, este es un pago único de {{amount}}: no se cobra nada más a menos que usted renueve.',
    subscriptionMeaning:
      'Con Automático, esta es una suscripción: {{amount}} ahora y luego, al final de su período (cada mes si la oferta no vence), se vuelve a cobrar cada servicio hasta que usted la detenga.',
    payWithStripe: 'Pagar con Stripe',
    cardPayment: 'Pago con tarjeta',
    payOnce: 'Pagar {{amount}} — pago único',
    paySubscription: 'Pagar {{amount}} y suscribirse — se renueva automáticamente',
  },
  manual: {
    title: 'Pago manual por el administrador',
    notes: 'Notas de referencia',
    pay: 'Pagar',
    thankYou: 'Gracias por su pago',
  },
};

export default offers;
