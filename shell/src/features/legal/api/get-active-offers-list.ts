import { getJson, type OfferListAnswer } from '@app/shared';
import { useEffect, useState } from 'react';

/**
 * GET /api/getactiveofferslist (spec §7): every offer on sale. A shared answer revalidated on each read (`no-cache`
 * with an ETag), so a price a member of staff changes shows on the next visit.
 */
export const getActiveOffersList = () => getJson<OfferListAnswer>('/api/getactiveofferslist');

export type ActiveOffersList =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; offers: OfferListAnswer };

/** The offers on sale, read once per mount. */
export function useActiveOffersList(): ActiveOffersList {
  const [state, setState] = useState<ActiveOffersList>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getActiveOffersList().then(
      (offers) => current && setState({ status: 'ready', offers }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
