import {
  type BasePath,
  type CurrencyChargeData,
  type CurrencyChargeInput,
  currencyChargeSchema,
  dollarsFromCents,
  type PaymentFormAnswer,
  withAccountChanged,
} from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { BusyButton, CardForm, Message, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { chargeMoney } from '../api/charge-money';

/**
 * Money charge (spec §2 screen 6, ADMIN): amount and description, then the card form for that amount. While the card
 * form is shown they are read-only (its PaymentIntent is for that amount); Change amount drops the card form.
 * The pay button says that amount in the reader's language ("Pay $5.00", "Pagar $5.00"), as the offers' card form
 * words its own, rather than the server's English payButtonText.
 */
export function MoneyChargeForm({ basePath }: { basePath: BasePath }) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const errorText = useErrorText();
  // The card form and the dollars its PaymentIntent charges (the amount sent, now read-only).
  const [paymentForm, setPaymentForm] = useState<(PaymentFormAnswer & { dollars: number }) | null>(null);
  // Shown in the language of the render (a switch after it shows it in the new one), with what failed.
  const [failed, setFailed] = useState<{ error?: unknown } | false>(false);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CurrencyChargeInput, unknown, CurrencyChargeData>({
    resolver: zodResolver(currencyChargeSchema),
    defaultValues: { amount: '', description: '' },
  });
  const onSubmit = handleSubmit(async ({ amountCents }) => {
    // Enter in a read-only field: the card form for this amount is already shown.
    if (paymentForm) return;
    setFailed(false);
    try {
      // The fields as typed (the server reads them with the same schema); the dollars as the schema read them.
      const answer = await chargeMoney(getValues());
      setPaymentForm({ ...answer, dollars: dollarsFromCents(amountCents) });
    } catch (error) {
      setFailed({ error });
    }
  });
  // Show Payment Form and Change amount replace each other, so the keyboard focus never falls to the page's body: to
  // Change amount when the card form comes, back to Show Payment Form when it fails (Change amount focuses Amount).
  const showButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (paymentForm) changeButton.current?.focus();
  }, [paymentForm]);
  useEffect(() => {
    if (failed) showButton.current?.focus();
  }, [failed]);
  const changeAmount = () => {
    setPaymentForm(null);
    setFailed(false);
    // The button goes away with the card form: focus goes to the amount to change.
    setFocus('amount');
  };
  const locked = paymentForm !== null;
  // charge=money: back on the detail page, no offers receipt panel for this payment (receipt/lib/use-payment-return.ts).
  const returnUrl = `${window.location.origin}${basePath}/inmates/detail?delayupdate=true&charge=money`;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('charges.chargeMoney')}</legend>
        <TextField
          label={t('charges.amount')}
          inputMode="decimal"
          readOnly={locked}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={t('charges.description')}
          readOnly={locked}
          error={errors.description?.message}
          {...register('description')}
        />
        {failed && (
          <Message kind="error">
            {withAccountChanged(errorText, t('charges.paymentFormFailed'), failed.error)}
          </Message>
        )}
        {!paymentForm && (
          <div className="form__actions">
            <BusyButton type="submit" busy={isSubmitting} ref={showButton}>
              {t('charges.showPaymentForm')}
            </BusyButton>
          </div>
        )}
        {paymentForm && (
          <>
            <div className="form__actions">
              <button type="button" className="button-secondary" onClick={changeAmount} ref={changeButton}>
                {t('charges.changeAmount')}
              </button>
            </div>
            <CardForm
              clientSecret={paymentForm.clientSecret}
              publishableKey={paymentForm.stripePublicKey}
              stripeJsUrl={paymentForm.stripeJsUrl}
              payButtonText={t('charges.payAmount', { amount: formats.money(paymentForm.dollars) })}
              returnUrl={returnUrl}
              onLoadError={() => {
                setPaymentForm(null);
                setFailed({});
              }}
            />
          </>
        )}
      </fieldset>
    </form>
  );
}
