import type { ApiError } from '@app/shared';

/**
 * A failure a screen shows: the English message with the code and values the API sent beside it, kept as they are so
 * `useErrorText()` shows it in the reader's language, again in the new one after a switch (issue 13 §1).
 */
export type ShownError = Pick<ApiError, 'message' | 'code' | 'params'>;
