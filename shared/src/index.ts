export * from './contracts';
export { isValidCryptoAddress } from './crypto-address';
export * from './files/file-types';
export * from './format';
export * from './html-escape';
export * from './html-policy';
export * from './http/api';
export * from './http/page-reads';
export * from './i18n/catalogue';
export {
  type ErrorCode,
  type ErrorMatch,
  type ErrorParams,
  errorAnswer,
  errorCode,
  errorMatch,
} from './i18n/error-codes';
export * from './i18n/formats';
export * from './i18n/languages';
export * from './money';
export * from './rules/offers';
export * from './rules/payment-method';
export * from './rules/service';
export * from './schemas/account';
export * from './schemas/audio-file';
export * from './schemas/auth';
export * from './schemas/employee';
export * from './schemas/first-issue';
export * from './schemas/forwarding-number';
export * from './schemas/friend';
export * from './schemas/friend-rate';
export * from './schemas/jail';
export * from './schemas/offer';
export * from './schemas/payout';
export * from './schemas/person';
export * from './schemas/phone';
export * from './schemas/receipt';
export * from './schemas/registration';
export * from './schemas/support';
export * from './session';
