// Namespace `offers`: the words of this part's screens, in the spec's exact English (docs/architecture.md "Languages").
// Offer titles and descriptions come from the database as staff wrote them and are never translated.
const offers = {
  /** Spec §2 screen 1's column names, which also name the services elsewhere on these screens. */
  service: {
    PHONE_PALS: 'Friends',
    CALL_FORWARDING: 'Call Connect',
    AI_CHAT: 'AI Chat',
    MESSAGING: 'Messaging',
  },
  /** What one credit of each service buys (issue 13 §4; docs/decisions.md "Clear about money"). */
  creditBuys: {
    PHONE_PALS: '1 credit = 1 minute of a call with a friend',
    CALL_FORWARDING: '1 credit = 1 minute of a forwarded call',
    AI_CHAT: '1 credit = 1 minute of a call with the AI assistant',
    MESSAGING: 'Credits for messages only; calls never use them',
  },
  creditRounding: 'Each call is counted in whole minutes, rounded up.',
  offer: {
    credits: '{{credits}} credits',
    neverExpire: 'never expire',
    validForOneDay: 'valid for 1 day',
    validForDays: 'valid for {{days}} days',
    monthlyCharge: '{{credits}} credits taken each month',
  },
  selection: {
    heading: 'Offers',
    noOffers: 'No offers right now',
    aggregates: 'Aggregate Offers',
    covers: '{{offer}} covers',
    included: '{{service}} included',
    subscribe: 'Subscribe',
    subscribeHint: 'Next you choose how to pay: a one-time payment or a subscription.',
    paymentFor: 'Payment for {{name}}',
  },
  total: {
    heading: 'Your choice',
    nothing: 'Nothing chosen yet. Pick one offer per service, or a bundle.',
    price: 'Total to pay: {{amount}}',
    creditsFor: '{{credits}} credits for {{service}}',
    creditsShared: '{{credits}} credits shared by {{services}}',
  },
  notice: {
    bundleReplaced: 'The bundle {{bundle}} replaced your choice of {{replaced}}.',
    offerReplaced: '{{offer}} for {{service}} replaced your choice of {{replaced}}.',
    replacedOffer: '{{offer}} for {{service}}',
    replacedBundle: 'the bundle {{offer}}',
  },
  registration: {
    heading: 'Registration',
    adminLabel: 'Register an inmate',
    register: 'Register',
    /** The same button on the admin's screen (in Spanish the admin registers someone else). */
    registerSomeone: 'Register',
    registered: 'Registered user',
  },
  payment: {
    heading: 'Payment',
    chooseInmate: 'Choose the inmate to pay for on <goto>Manage Inmates</goto> first.',
    logInToPay: 'Please <goto>log in</goto> to pay.',
    selectionLost: 'Your chosen offers could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
    chooseOffers: 'Choose offers',
    backToOffers: 'Back to the offers (your choice is kept)',
    selectedOffers: 'Selected offers',
    total: 'Total: {{amount}}',
    options: 'Payment options',
    recurring: 'Recurring',
    recurringHint: '(keep the card to renew from inside your account)',
    automatic: 'Automatic',
    automaticHint: '(a subscription renewed each cycle)',
    oneTimeMeaning:
      'Without Automatic this is a one-time payment of {{amount}}: nothing more is charged unless you renew.',
    subscriptionMeaning:
      'With Automatic this is a subscription: {{amount}} now, then each service is charged again at the end of its period (every month for an offer that never expires) until you stop it.',
    payWithStripe: 'Pay With Stripe',
    cardPayment: 'Card payment',
    payOnce: 'Pay {{amount}} — one-time payment',
    paySubscription: 'Pay {{amount}} and subscribe — renews automatically',
  },
  manual: {
    title: 'Manual Payment by Admin',
    notes: 'Reference notes',
    pay: 'Pay',
    thankYou: 'Thank You for your payment',
  },
} as const;

export default offers;
