import { accountKeyOf, type RemoteAppProps, setAccountInView } from '@app/shared';
import { registerCatalogues, startI18n } from '@app/shared/i18n';
import { Route, Routes } from '@app/shared/router';
import { PaymentMethodScreen } from './features/payment/components/payment-method-screen';
import { RegisterScreen } from './features/registration/components/register-screen';
import { MoneyStyles } from './lib/money-styles';
import { OffersStyles } from './lib/offers-styles';
import { OFFERS_CATALOGUES } from './messages';

// This remote's words, in the reader's language only; started here too when the remote runs on its own page.
registerCatalogues('offers', OFFERS_CATALOGUES);
void startI18n(['offers']);

/**
 * Remote `offers`: offer selection, inmate registration and payment method (spec §2 screens 1–3).
 * The shell mounts it at the URL prefix, so paths here are relative to '', '/admin' or '/employee1'.
 */
export default function App(props: RemoteAppProps) {
  const { session } = props;
  // Before any screen below renders and asks the API: this remote's own copy of @app/shared names the account the
  // screens show (X-Account), so a call from them never reaches another account the session moved to since.
  setAccountInView(accountKeyOf(session));

  return (
    <>
      <OffersStyles />
      <MoneyStyles />
      <Routes>
        <Route path="inmates/register" element={<RegisterScreen {...props} />} />
        <Route
          path="inmates/paymentmethod"
          element={<PaymentMethodScreen basePath={props.basePath} session={props.session} />}
        />
      </Routes>
    </>
  );
}
