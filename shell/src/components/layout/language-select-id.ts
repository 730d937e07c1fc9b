/** The id of the header's language select (one header per page), shared with the page frame (page-frame.ts). */
export const LANGUAGE_SELECT_ID = 'language-select';
