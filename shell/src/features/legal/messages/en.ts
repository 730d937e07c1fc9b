import titles from './titles.en';

// Namespace `legal`: the Prices and fees, Terms of service and Privacy pages (issue 13 §4). Every sentence states what
// the product does (docs/decisions.md "Prices, terms and privacy"); the figures come from the offers on sale.
const legal = {
  ...titles,
  prices: {
    intro:
      'What each service costs, worked out per minute for the calling services. These are the offers on sale right now, as our staff set them.',
    loadFailed: 'The prices could not be loaded. Please try again later.',
    noOffers: 'No offers are on sale right now.',
    services: {
      PHONE_PALS: 'Friends',
      CALL_FORWARDING: 'Call Connect',
      AI_CHAT: 'AI Chat',
      MESSAGING: 'Messaging',
    },
    bundles: 'Bundles',
    bundlesIntro:
      'A bundle covers several services for one price; its credits are shared by the services it covers, and a credit used on a call is one minute.',
    covers: 'Covers {{services}}',
    creditBuysCall: 'One credit buys one minute of a call.',
    creditBuysMessaging: 'Messaging credits are for messages only; calls never use them.',
    columns: {
      offer: 'Offer',
      price: 'Price',
      credits: 'Credits',
      perMinute: 'Price per minute',
      perCredit: 'Price per credit',
      perCreditOrMinute: 'Price per credit or call minute',
      lasts: 'Lasts',
      monthlyCharge: 'Monthly charge',
    },
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    neverExpires: 'never expire',
    none: 'None',
    monthlyCredits: '{{credits}} credits',
    rulesHeading: 'How you are charged',
    rules: {
      perMinute:
        'Calls (Friends, Call Connect, AI Chat) are counted in whole minutes, rounded up: a call of 2 minutes 10 seconds uses 3 credits. A call can last as many minutes as the service has whole credits.',
      noConnectionFee: 'No connection fees: a call that does not connect costs nothing.',
      noOtherFees:
        'No other fees: nothing to open an account, to pay, to top up or to check your balance. The price of the offer is all you pay for it.',
      noSurcharge: 'Card payments have no surcharge: your card is charged exactly the prices shown here.',
      monthlyCharge:
        'An offer with a monthly charge takes that many credits from the service once each calendar month, the month you buy it included. Offers showing None have no monthly charge.',
      validity:
        'An offer that lasts a number of days ends that many days after you buy it. Credits left when it ends can no longer be used: they do not carry over and are not refunded; a renewal gives the offer’s credits for the new period. An offer that never expires keeps its credits until they are used, and each renewal adds the offer’s credits to them.',
      automatic:
        'Automatic payments renew a service at the end of each period of its offer (every month for an offer that never expires), at the price of the day they started, until you stop them with Stop Auto-Renew on your account page.',
      recurring:
        'Recurring payments keep your card on file, so that payments can be made later without entering it again; every payment shows in your Payment History. Stop Recurring removes that permission.',
      priceChanges:
        'Prices can change. A new price applies to purchases made after the change; this page always shows the prices of today.',
      currency: 'All prices are in US dollars.',
    },
  },
  terms: {
    intro:
      'These terms describe how Credits Portal works and what you agree to when you use it. They are written to be short and plain.',
    service: {
      heading: 'The service',
      text: 'Credits Portal sells credits for communication services for people in custody: Friends (calls with volunteer companions), Call Connect (calls forwarded to a number the inmate chooses), AI Chat (calls with an AI assistant) and Messaging.',
    },
    accounts: {
      heading: 'Your account',
      text: 'Keep your password and your secret code to yourself: the secret code is what identifies you when you call from the facility. Our staff can open your account, and sign in as you, to help you and to run the service.',
    },
    paying: {
      heading: 'Paying',
      text: 'You pay by card through Stripe, or our staff record a payment made another way. Your card is charged the total shown on the pay button, which is the sum of the prices of the offers you chose. What each offer costs, and how it works out per minute, is on the <prices>Prices and fees</prices> page.',
    },
    credits: {
      heading: 'Credits',
      text: 'Credits belong to the service they were bought for. One credit buys one minute of a call, counted in whole minutes and rounded up. How long credits last, and how renewals and monthly charges work, is also on the Prices and fees page.',
    },
    stopping: {
      heading: 'Stopping payments',
      text: 'You can stop automatic renewals (Stop Auto-Renew) and recurring payments (Stop Recurring) at any time on your account page. Stopping them ends future payments; it does not end what you have already paid for.',
    },
    friends: {
      heading: 'Friends',
      text: 'Friends are volunteers outside who take calls. A friend takes calls once their profile is approved, and is paid for each accepted call minute, at the rate our staff set, to their Monero address.',
    },
    help: {
      heading: 'Questions and problems',
      text: 'If a payment or a call went wrong, or you have any question, write to us through <contact>Contact Support</contact>.',
    },
  },
  privacy: {
    intro: 'What Credits Portal keeps about you, why, and who can see it.',
    keep: {
      heading: 'What we keep',
      inmates:
        'Inmates: name, e-mail address, username, password (never kept as written, only a scrambled form of it that cannot be turned back), secret code, assigned phone number, the number calls are forwarded to, staff notes, the services bought, payments, call records and the audio files uploaded to the account.',
      friends:
        'Friends: name, username, e-mail address, phone number, Monero address (to pay you), profile description and photo, availability, the calls taken and what you earned and were paid.',
      calls:
        'Calls: for each call, when it took place, how many minutes it lasted, the credits it used, the service and, for Friends, which friend took it. We do not record what is said.',
      payments:
        'Payments: cards are typed into Stripe’s own form and go straight to Stripe. We never see or keep your full card number, only its brand and last four digits and, with recurring payments, Stripe’s reference to the saved card.',
      support: 'Support requests: the e-mail address and the message you send us.',
    },
    cookies: {
      heading: 'Cookies',
      text: 'We use four cookies, all needed for the site to work: one keeps you signed in (your session), one remembers your language, one checks the picture of the contact form, and one makes sure you see your own changes at once. There are no advertising or tracking cookies.',
    },
    emails: {
      heading: 'E-mails we send',
      text: 'A temporary password when you ask to reset yours, a receipt for each payment, a notice when a service runs low on credits or when its automatic renewal could not be charged, and, if you ask for it on the contact form, a code to type instead of reading the picture. Support requests go to our staff by e-mail.',
    },
    sharing: {
      heading: 'Who sees it',
      text: 'You, and our staff, who need it to run the service (employees with limited access see no secret codes, payments or call history). We use it only to run Credits Portal, through these providers: Stripe (card payments), Twilio (connecting calls), an e-mail delivery service and our hosting provider, Cloudflare.',
    },
    yourData: {
      heading: 'Seeing, correcting or deleting your information',
      text: 'You can change your name and e-mail address on your account page, and friends their profile. To get a copy of your information, or to have it deleted, write to us through <contact>Contact Support</contact> from the e-mail address of your account.',
    },
  },
} as const;

export default legal;
