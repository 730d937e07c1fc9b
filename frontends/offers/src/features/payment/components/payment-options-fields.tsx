import { useTranslation } from 'react-i18next';
import { type PaymentOptions, setAutomatic, setRecurring } from '../lib/payment-options';

type PaymentOptionsFieldsProps = {
  value: PaymentOptions;
  onChange: (value: PaymentOptions) => void;
  /** The total to pay now, formatted, for the sentence saying what the choice means. */
  amount: string;
};

/**
 * Recurring and Automatic (spec §2 screen 3) with the coupling of spec §4, and what the current choice means: a
 * one-time payment, or a subscription charged again each period (issue 13 §4).
 */
export function PaymentOptionsFields({ value, onChange, amount }: PaymentOptionsFieldsProps) {
  const { t } = useTranslation('offers');
  return (
    <fieldset className="payment__options" aria-describedby="payment-meaning">
      <legend>{t('payment.options')}</legend>
      <div className="payment__option">
        <input
          type="checkbox"
          id="payment-recurring"
          checked={value.recurring}
          onChange={(event) => onChange(setRecurring(value, event.target.checked))}
          aria-describedby="payment-recurring-hint"
        />
        <label htmlFor="payment-recurring">{t('payment.recurring')}</label>
        <span className="payment__hint" id="payment-recurring-hint">
          {t('payment.recurringHint')}
        </span>
      </div>
      <div className="payment__option">
        <input
          type="checkbox"
          id="payment-automatic"
          checked={value.automatic}
          onChange={(event) => onChange(setAutomatic(value, event.target.checked))}
          aria-describedby="payment-automatic-hint"
        />
        <label htmlFor="payment-automatic">{t('payment.automatic')}</label>
        <span className="payment__hint" id="payment-automatic-hint">
          {t('payment.automaticHint')}
        </span>
      </div>
      <p className="payment__meaning" id="payment-meaning" aria-live="polite">
        {value.automatic
          ? t('payment.subscriptionMeaning', { amount })
          : t('payment.oneTimeMeaning', { amount })}
      </p>
    </fieldset>
  );
}
