// Answer contracts of the API (docs/architecture.md "Answers"): the Worker's answers satisfy these types and the
// remotes read them; the contract test parses every call's real answer with the schemas.
export * from './account';
export * from './admin';
export * from './audio-files';
export * from './charges';
export * from './earnings';
export * from './files';
export * from './friends';
export * from './inmates-list';
export * from './offers';
export * from './payments';
export * from './receipts';
export * from './registration';
export * from './session';
export * from './units';
