/**
 * Namespace `errors`: every message the API answers (`{ error, code }`) and the shared schemas give, by a stable
 * code. The text is the spec's exact English; the Worker finds a message's code here (errorCode) and the client
 * shows the code's text in the reader's language. Add a message here when a schema or a `fail()` gains one.
 */
const errors = {
  failed: 'Failed!',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  alreadyExists: 'This already exists',
  unexpectedError: 'An unexpected error occurred',
} as const;

export default errors;
