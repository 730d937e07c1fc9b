import { getJson, type SelectedOffersAnswer } from '@app/shared';

/**
 * GET /api/getselectedoffers: the choice this session saved with Subscribe (or the admin's last pick), so coming Back
 * from the payment method screen shows the same offers picked (issue 13 §4).
 */
export const getSavedSelection = () => getJson<SelectedOffersAnswer>('/api/getselectedoffers');
