import {
  ApiError,
  type BasePath,
  type InmateDetailAnswer,
  type RemoteAppProps,
  type ServiceAnswer,
} from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from '@app/shared/router';
import { Collapsible, Message, useAccountInView } from '@app/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInmateDetail } from '../features/account-info/api/get-inmate-detail';
import { AccountInfoSection } from '../features/account-info/components/account-info-section';
import { AdminNotesSection } from '../features/admin-notes/components/admin-notes-section';
import { CallHistorySection } from '../features/call-history/components/call-history-section';
import { AuxiliaryChargesSection } from '../features/charges/components/auxiliary-charges-section';
import { CurrentOffersSection } from '../features/current-offers/components/current-offers-section';
import { FilesSection } from '../features/files/components/files-section';
import { PaymentHistorySection } from '../features/payment-history/components/payment-history-section';
import { ReceiptPanel } from '../features/receipt/components/receipt-panel';
import { usePaymentReturn } from '../features/receipt/lib/use-payment-return';
import { getServicesForInmate } from '../features/services/api/get-services-for-inmate';
import { CurrentServicesSection } from '../features/services/components/current-services-section';
import { AccountStyles } from '../lib/account-styles';
import { permissionsOf, viewerFor } from '../lib/viewer';

/** spec §2, §9: with delayupdate=true the detail data loads 2000 ms later (after a payment, for its webhook). */
export const DELAYED_LOAD_MS = 2000;

type Loaded = { detail: InmateDetailAnswer; services: ServiceAnswer[] };

type Props = { basePath: BasePath } & Pick<RemoteAppProps, 'session' | 'refreshSession'>;

/** What staff acting as nobody are told (the API's own refusal, so the words are the same). */
const CHOOSE_INMATE = 'Log in as an inmate first';

/**
 * Inmate detail (spec §2 screen 4) for the inmate, an ADMIN acting as the inmate (/admin) or EMPLOYEE1 acting as
 * the inmate (/employee1): collapsible sections, each shown per spec §2 and §6 (lib/viewer.ts). A session with no
 * inmate in view asks the API nothing: on the public site it goes to the inmate login, staff are told to log in as
 * an inmate first.
 */
export function InmateDetailPage({ basePath, session, refreshSession }: Props) {
  const inView = useAccountInView('inmate', { session, refreshSession });
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const delayed = params.get('delayupdate') === 'true';
  // issue 13 §4: back from a card payment, the receipt panel (the secret leaves the address bar at once).
  const paymentReturn = usePaymentReturn();
  const paymentIntent = paymentReturn?.kind === 'receipt' ? paymentReturn.paymentIntent : null;
  const [recorded, setRecorded] = useState(0);
  const can = permissionsOf(viewerFor(basePath));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const errorText = useErrorText();
  const [version, setVersion] = useState(0);
  const servicesHeading = useRef<HTMLButtonElement>(null);
  const filesHeading = useRef<HTMLButtonElement>(null);
  // After a reload that a Stop asked for, focus goes to the Current Services heading (not to the start of the page).
  const focusServicesOnLoad = useRef(false);

  useEffect(() => {
    if (inView === 'no' && basePath === '') navigate('/inmates/login', { replace: true });
  }, [inView, basePath, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (location.key) or a reload loads again
  useEffect(() => {
    if (inView !== 'yes') return;
    let current = true;
    setLoaded(null); // a new visit shows the new data only
    const load = async () => {
      setFailure(null);
      try {
        const [detail, services] = await Promise.all([getInmateDetail(), getServicesForInmate()]);
        if (current) setLoaded({ detail, services });
      } catch (error) {
        if (!current) return;
        const apiError = error instanceof ApiError ? error : new ApiError('Failed!', 0);
        // Not signed in as an inmate on the public site: the inmate login.
        if (apiError.status === 401 && basePath === '') navigate('/inmates/login', { replace: true });
        else setFailure(apiError);
      }
    };
    const timer = setTimeout(load, delayed ? DELAYED_LOAD_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [version, location.key, delayed, inView]);

  // spec §4 "the page reloads on success": everything loads again, as after a reload of the page.
  const reload = useCallback(() => {
    setLoaded(null);
    setVersion((value) => value + 1);
  }, []);
  const reloadAfterStop = useCallback(() => {
    focusServicesOnLoad.current = true;
    reload();
  }, [reload]);
  useEffect(() => {
    if (!loaded || !focusServicesOnLoad.current) return;
    focusServicesOnLoad.current = false;
    servicesHeading.current?.focus();
  }, [loaded]);
  // Only the services list changes (Use This Service, Renew): to what the change answered, or read again; the page,
  // its open sections and focus stay.
  const refreshServices = useCallback(async (answered?: ServiceAnswer[]) => {
    try {
      const services = answered ?? (await getServicesForInmate());
      setLoaded((previous) => previous && { ...previous, services });
    } catch {
      // spec §8: network errors on fetches are silently ignored
    }
  }, []);
  // The payment is booked (a receipt recorded, a Renew): the new services and the payment history show it.
  const onRecorded = useCallback(() => {
    setRecorded((value) => value + 1);
    void refreshServices();
  }, [refreshServices]);
  // A receipt is a payment record: only for those who see the payment history (never EMPLOYEE1, spec §6).
  const receipt = (
    <>
      {paymentIntent && can.paymentHistory && (
        <ReceiptPanel paymentIntent={paymentIntent} onRecorded={onRecorded} />
      )}
      {paymentReturn?.kind === 'failed' && <Message kind="error">{t('receipt.failed')}</Message>}
      {paymentReturn?.kind === 'moneyCharge' && (
        <Message kind="success">
          {paymentReturn.status === 'processing'
            ? t('charges.moneyChargeProcessing')
            : t('charges.moneyChargePaid')}
        </Message>
      )}
    </>
  );

  if (!loaded) {
    return (
      <section className="account">
        <AccountStyles />
        <h1>{t('page.title')}</h1>
        {receipt}
        {failure || (inView === 'no' && basePath !== '') ? (
          <>
            <Message kind="error">
              {failure ? errorText(failure.message, failure.code, failure.params) : errorText(CHOOSE_INMATE)}
            </Message>
            {basePath !== '' && <Link to={`${basePath}/inmates`}>{t('page.manageInmates')}</Link>}
          </>
        ) : (
          <p className="loading">{t('common:loading')}</p>
        )}
      </section>
    );
  }

  const { detail, services } = loaded;
  const setDetail = (next: InmateDetailAnswer) =>
    setLoaded((previous) => previous && { ...previous, detail: next });
  return (
    <section className="account">
      <AccountStyles />
      <h1>{t('page.title')}</h1>
      {receipt}
      <p>
        {detail.firstName} {detail.lastName} ({detail.username})
      </p>
      <Collapsible title={t('sections.accountInfo')} defaultOpen>
        <AccountInfoSection basePath={basePath} detail={detail} can={can} onChange={setDetail} />
      </Collapsible>
      {can.adminNotes && (
        <Collapsible title={t('sections.adminNotes')} defaultOpen>
          <AdminNotesSection basePath={basePath} notes={detail.adminNotes ?? ''} />
        </Collapsible>
      )}
      {can.paymentHistory && (
        // Open after a payment (issue 13 §4), and read again once the payment is recorded.
        <Collapsible title={t('sections.paymentHistory')} defaultOpen={paymentIntent !== null}>
          <PaymentHistorySection key={recorded} />
        </Collapsible>
      )}
      {/* Open after the ADMIN's money charge, where the charge is listed. */}
      <Collapsible title={t('sections.auxiliaryCharges')} defaultOpen={paymentReturn?.kind === 'moneyCharge'}>
        <AuxiliaryChargesSection
          basePath={basePath}
          services={services}
          can={can}
          onServicesChanged={refreshServices}
        />
      </Collapsible>
      {can.callHistory && (
        <Collapsible title={t('sections.callHistory')}>
          <CallHistorySection />
        </Collapsible>
      )}
      <Collapsible title={t('sections.currentServices')} defaultOpen toggleRef={servicesHeading}>
        <CurrentServicesSection
          services={services}
          canManage={can.manageServices}
          canRenew={can.renewServices}
          onReload={reloadAfterStop}
          onServicesChanged={refreshServices}
          onRenewed={onRecorded}
        />
      </Collapsible>
      {can.currentOffers && (
        <Collapsible title={t('sections.currentOffers')}>
          <CurrentOffersSection basePath={basePath} services={services} />
        </Collapsible>
      )}
      <Collapsible title={t('sections.files')} toggleRef={filesHeading}>
        <FilesSection basePath={basePath} onDeleted={() => filesHeading.current?.focus()} />
      </Collapsible>
    </section>
  );
}
