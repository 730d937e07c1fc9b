import type { Translation } from '@app/shared';
import type en from './en';

// The Worker's e-mails in Spanish: usted, plain words, the glossary of docs/decisions.md.
const es: Translation<typeof en> = {
  passwordReset: {
    subject: 'Su contraseña temporal',
    greeting: 'Hola, {{name}}:',
    password: 'Su contraseña temporal es: {{password}}',
    forInmate: 'Es para su cuenta de interno: úsela en la página de inicio de sesión de internos.',
    forFriend: 'Es para su cuenta de amigo: úsela en la página de inicio de sesión de amigos.',
    once: 'Sirve una sola vez, durante {{minutes}} minutos: inicie sesión con ella y elija una contraseña nueva.',
    current: 'Su contraseña actual sigue funcionando hasta entonces.',
    ignore: 'Si usted no pidió una contraseña nueva, puede ignorar este correo.',
  },

  captchaCode: {
    subject: 'Su código para el formulario de contacto',
    code: 'Su código es: {{code}}',
    use: 'Escríbalo en el campo «Texto de la imagen» del formulario Contactar a soporte, en los próximos {{minutes}} minutos. Sirve una sola vez.',
    ignore: 'Si usted no pidió un código, puede ignorar este correo.',
  },

  receipt: {
    subject: 'Su recibo: {{amount}}',
    greeting: 'Hola, {{name}}:',
    intro: 'Gracias por su pago. Este es su recibo.',
    date: 'Fecha: {{date}}',
    amount: 'Monto: {{amount}}',
    card: 'Pagado con la tarjeta que termina en {{last4}}',
    method: 'Pagado con: {{method}}',
    manual: 'Pago manual',
    manualNotes: 'Pago manual: {{notes}}',
    undescribedCard: 'Tarjeta',
    items: 'Lo que compró:',
    item: '- {{title}}: {{credits}} créditos agregados',
    renews: '  Se renueva el {{date}}',
    expires: '  Válido hasta el {{date}}',
    never: '  No vence',
    closing: 'Puede ver sus servicios y pagos en la página de su cuenta.',
    chargeIntro: 'Este es su recibo de un cargo a su cuenta.',
    chargeFor: 'Motivo del cargo: {{description}}',
  },
  renewalFailed: {
    subject: 'No pudimos renovar {{title}}',
    greeting: 'Hola, {{name}}:',
    body: 'El pago con tarjeta de la renovación automática de {{title}} no se pudo realizar.',
    paidThrough: 'Está pagado hasta el {{date}}.',
    retry:
      'Se volverá a intentar con la tarjeta en los próximos días; cuando un pago se realice, el servicio se renueva.',
    action:
      'Para renovarlo ahora, revise la tarjeta con su banco, o vuelva a comprar su oferta desde las ofertas de la página de su cuenta.',
  },
  lowBalance: {
    subject: 'Saldo bajo: {{title}}',
    greeting: 'Hola, {{name}}:',
    body: 'A su servicio {{title}} le quedan {{remaining}} créditos de los {{total}} créditos de su última recarga.',
    action: 'Para seguir usándolo, compre más créditos en la página de su cuenta.',
  },
};

export default es;
