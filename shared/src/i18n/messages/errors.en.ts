/**
 * Namespace `errors`: every message the API answers (`{ error, code }`) and the shared schemas give, by a stable
 * code. The text is the spec's exact English; the Worker finds a message's code here (errorCode) and the client
 * shows the code's text in the reader's language. Add a message here when a schema or a `fail()` gains one
 * (shared/src/i18n/error-catalogue.test.ts fails naming any message without a code).
 *
 * A message that carries a value computed per request is a template: `{{name}}` marks the value, the API answers
 * `{ error, code, params: { name: '…' } }` (errorMatch) and the client puts the value into the Spanish text.
 * Limits that are constants of the code (25 characters, 2 MB) are written out in the text.
 */
const errors = {
  // The client's own fallback (spec §7) and the Worker's safety nets.
  failed: 'Failed!',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  alreadyExists: 'This already exists',
  unexpectedError: 'An unexpected error occurred',
  badRequest: 'Bad request',
  invalidInput: 'Invalid input',

  // Security and limits of every request.
  signIn: 'Please sign in',
  notAllowed: 'Not allowed',
  crossSite: 'Cross-site requests are not allowed',
  bodyTooLarge: 'The request body is too large',
  unsupportedContentType: 'Unsupported content type',
  malformedJson: 'Malformed JSON in request body',
  malformedForm: 'Malformed form data in request body',
  expectedJson: 'Expected a JSON body',
  expectedJsonObject: 'Expected a JSON object',
  expectedForm: 'Expected form data',
  expectedHtml: 'Expected HTML text',
  tooManyAttemptsMinute: 'Too many attempts. Try again in 1 minute.',
  tooManyAttempts: 'Too many attempts. Try again in {{minutes}} minutes.',

  // Signing in and passwords.
  loginFailed: 'Login Failed',
  changePasswordFirst: 'Please change your password first',
  chooseInmate: 'Log in as an inmate first',
  chooseFriend: 'Log in as a friend first',
  accountChanged:
    'This page was opened for another account, changed since in another tab or window. Reload the page.',
  usernameRequired: 'username is required',
  usernameChars: 'username can only contain lower case letters and digits or e-mail',
  usernameTooLong: 'username must be at most 50 characters',
  usernameTaken: 'This username is already taken',
  passwordRequired: 'password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordRules:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  passwordTooLongRule: 'Password must be at most 20 characters long',
  passwordTooLong: 'password must be at most 20 characters',
  passwordsMustMatch: 'Passwords must match',

  // People: names and e-mail.
  firstNameRequired: 'First name is required',
  firstNameLetters: 'First name can only contain upper and lower case letters',
  firstNameTooLong: 'First name must be at most 25 characters',
  lastNameRequired: 'Last name is required',
  lastNameLetters: 'Last name can only contain upper and lower case letters',
  lastNameTooLong: 'Last name must be at most 25 characters',
  emailRequired: 'email is required',
  invalidEmail: 'invalid email address',
  emailTooLong: 'email must be at most 50 characters',
  emailTaken: 'This e-mail address is already registered',
  emailInUse: 'This e-mail is already used by another account',

  // Phone numbers.
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  phoneDigits: 'Phone number can only contain digits',
  phoneTooLong: 'Phone number must be at most 11 digits',
  phoneAssignedToAnother: 'This phone number is assigned to another inmate',

  // Ids and lists.
  invalidId: 'Invalid id',
  unknownLanguage: 'Unknown language',
  invalidNotes: 'Invalid notes',
  invalidDescription: 'Invalid description',
  searchTooLong: 'The search is too long',
  searchCharacters: 'The search cannot contain control characters',
  sortInvalid: 'sort must be one of lastName, firstName, username, lastUsed, optionally after -',
  limitWhole: 'limit must be a whole number',
  offsetWhole: 'offset must be a whole number',
  limitTooSmall: 'limit must be at least 1',
  limitTooLarge: 'limit must be at most 200',

  // Offers.
  selectOffer: 'Please Select Offer',
  cardPaymentTooSmall: 'A card payment must be at least $0.50: choose more offers',
  offerNotAdded: 'Failed to Add Offer',
  offerNotDeleted: 'Failed to Delete Offer',
  serviceTypesRequired: 'Please select at least 1 service type',
  unknownServiceType: 'Unknown service type',
  titleRequired: 'Title is required',
  titleChars: 'Title can only contain letters, digits, spaces and #',
  titleTooLong: 'Title must be at most 50 characters',
  descriptionRequired: 'description is required',
  descriptionTooLong: 'description must be at most 5000 characters',
  shortDescriptionTooLong: 'description must be at most 200 characters',
  priceRequired: 'price is required',
  invalidPrice: 'invalid price',
  creditsIncludedRequired: 'Credits included is required',
  creditsIncludedWhole: 'Credits included must be a whole number',
  creditsIncludedTooLong: 'Credits included must be at most 4 digits',
  validForWhole: 'Valid for must be a whole number',
  validForTooLong: 'Valid for must be at most 4 digits',
  offerTermsBought:
    'This offer was bought: its service types, credits, validity and monthly charge stay as bought. Add a new offer instead',
  validForZero: 'Valid for must be at least 1 day: leave it empty for never expire',
  fixedChargeWhole: 'Fixed monthly credit charge must be a whole number',
  fixedChargeTooLong: 'Fixed monthly credit charge must be at most 4 digits',

  // Payments and charges.
  paymentFailed: 'Unable to process payment! Please Choose another method',
  providerDown: 'The payment provider could not be reached',
  flagInvalid: 'recurring and automatic must be true or false',
  paymentNotesTooLong: 'Notes must be at most 1000 characters',
  invalidSignature: 'Invalid signature',
  unreadableEvent: 'Unreadable event',
  noCardOnFile: 'This inmate has no card on file',
  noRecurringService: 'This inmate has no service with recurring payments',
  renewNeedsRecurring: 'Only a service with Recurring payments can be renewed with the kept card',
  renewOfferNotSold: 'This offer is no longer sold: please choose one from the offers',
  renewBelowCardMinimum: 'This offer costs less than a card can be charged: pay it from the offers',
  renewHeld:
    'Your card was charged, but the renewal could not be recorded: staff will look at it and settle it with you',
  renewNoCard: 'No card is kept for renewals: please pay from the offers',
  notEnoughCredits: 'Not enough credits on this service',
  requestUsedElsewhere: 'This request id already made another charge',
  serviceNotFound: 'Service not found',
  chooseService: 'Please choose a service',
  creditsRequired: 'credits is required',
  creditsFormat: 'credits must be a number with at most one decimal',
  creditsPositive: 'credits must be more than 0',
  amountRequired: 'amount is required',
  invalidAmount: 'invalid amount',
  amountMinimum: 'The amount must be at least $0.50',
  requestIdFormat: 'requestId must be a UUID',
  // The card provider's commonest refusals (its own English texts, passed on as they are).
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardSecurityCode: "Your card's security code is incorrect.",
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardNeedsHolder: 'Your bank wants the card holder to confirm this payment: pay with the card form instead.',
  receiptQuery: 'paymentIntent must be a payment id',

  // The inmate account and its files.
  inmateNotFound: 'Inmate not found',
  adminNotesTooLong: 'Admin notes must be at most 5000 characters',
  chooseFile: 'Please choose a file',
  fileTooLarge: 'The file must be at most 20 MB',
  fileEmpty: 'The file is empty',
  fileNotFound: 'File not found',
  fileWrongType: 'Only audio, image and PDF files can be uploaded',
  fileMismatch: "The file's contents do not match its type",

  // Audio files.
  chooseAudioFile: 'Please choose an audio file',
  audioWrongType: 'Only WAV or MP3 audio files can be uploaded',
  audioTooLarge: 'Audio files can be at most 10 MB',
  nameMissing: 'Please enter a name',
  audioNameTooLong: 'Name must be at most 100 characters',
  audioPurpose: 'Please choose what the file is for',
  audioNotFound: 'Audio file not found',
  audioRangePastEnd: 'The requested part of the file is past its end',
  audioChanged: 'This audio file was changed meanwhile: reload and try again',

  // Institutions (jails).
  jailNotSaved: 'Failed to Add Jail',
  institutionRequired: 'Institution name is required',
  institutionChars: 'Institution name can only contain letters, digits, spaces and #',
  institutionTooLong: 'Institution name must be at most 25 characters',
  promptRequired: 'Prompt duration is required',
  promptDigits: 'Prompt duration can only contain digits',
  promptTooLong: 'Prompt duration must be at most 2 digits',
  pauseRequired: 'Pause before greeting is required',
  pauseDigits: 'Pause before greeting can only contain digits',
  pauseTooLong: 'Pause before greeting must be at most 2 digits',
  dtmfRequired: 'DTMF tone is required',
  dtmfDigits: 'DTMF tone can only contain digits',
  dtmfOneDigit: 'DTMF tone must be exactly 1 digit',

  // Employees.
  employeeNotSaved: 'Failed to Add Employee',
  employeeNotDeleted: 'Failed to Delete Employee',
  employeeRecordedPayouts:
    'Failed to Delete Employee: this employee recorded friend payouts, which must keep who paid',
  userNameTaken: 'This user name is already taken',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own ADMIN role',
  lastAdminDelete: 'The last ADMIN cannot be deleted',
  lastAdminDemote: 'The last ADMIN must keep the ADMIN role',
  employeesChanged: 'The employees changed meanwhile: reload the page and try again',
  nameRequired: 'Name is required',
  nameChars: 'Name can only contain letters, digits, spaces and #',
  nameTooLong: 'Name must be at most 25 characters',
  unknownRole: 'Unknown role',

  // Friends: profile, phone check, pay and payouts.
  friendNotFound: 'Friend not found',
  introLanguage: 'lang must be en or es',
  moneroRequired: 'Monero Address is required*',
  invalidMonero: 'Invalid Monero Address',
  imageNotPicture: 'image must be a picture',
  imageTooLarge: 'image must be at most 2 MB',
  imageWrongType: 'image must be a PNG, JPEG or WebP picture',
  availableInvalid: 'available must be true or false',
  notApprovedYet: 'Verify your phone number first: click Call Me',
  alreadyApproved: 'Your profile is already approved: use Save Profile',
  codeRequired: 'Please enter the verification code',
  numberCalledTooOften: 'This number was called too often today: please try again tomorrow',
  addressCalledTooOften: 'Too many calls were asked from this connection: please try again in an hour',
  callMeTooSoon: 'A call was just placed: please wait a minute before asking for another one',
  wrongCode: 'That code is not right: check it and try again',
  askNewCall: 'This code can no longer be used: click Call Me for a new one',
  callFailed: 'The call could not be placed: check the phone number and try again',
  friendRateRequired: 'Pay per minute is required',
  friendRateRange: 'Enter the pay per minute in whole cents, from 0 to 1000',
  payoutAmount: 'Amount must be more than 0 and at most the unpaid balance',
  transactionIdRequired: 'Please enter the transaction id',
  transactionIdTooLong: 'The transaction id must be at most 128 characters',
  noMoneroAddress: 'This friend has no Monero address',
  duplicateTransaction: 'This transaction id is already recorded',

  // Support.
  messageRequired: 'message is required',
  messageTooLong: 'message must be at most 5000 characters',
  captchaRequired: 'captcha is required',
  captchaTooLong: 'captcha must be at most 10 characters',
  wrongCaptcha: 'The captcha answer is wrong. Please try again.',
  captchaSentElsewhere: 'This code was sent to another e-mail address. Please ask for a new code.',
  captchaMailFailed: 'The code could not be e-mailed. Please try again later.',
  supportMailFailed: 'Your message could not be sent to support. Please try again later.',
  captchaMailsToAddress: 'Codes were sent to this e-mail address too often: please try again in an hour',
  captchaMailsFromConnection: 'Too many codes were asked from this connection: please try again in an hour',

  // The phone network's calls to the Worker and the local tools (machines read these; kept for completeness).
  invalidTwilioSignature: 'Invalid Twilio signature',
  callNotFound: 'Call not found',
} as const;

export default errors;
