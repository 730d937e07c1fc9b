import { type PaymentOptions, setAutomatic, setRecurring } from '../lib/payment-options';

type PaymentOptionsFieldsProps = { value: PaymentOptions; onChange: (value: PaymentOptions) => void };

/** Recurring and Automatic (spec §2 screen 3) with the coupling of spec §4. */
export function PaymentOptionsFields({ value, onChange }: PaymentOptionsFieldsProps) {
  return (
    <fieldset className="payment__options">
      <legend>Payment options</legend>
      <div className="payment__option">
        <input
          type="checkbox"
          id="payment-recurring"
          checked={value.recurring}
          onChange={(event) => onChange(setRecurring(value, event.target.checked))}
          aria-describedby="payment-recurring-hint"
        />
        <label htmlFor="payment-recurring">Recurring</label>
        <span className="payment__hint" id="payment-recurring-hint">
          (keep the card to renew from inside your account)
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
        <label htmlFor="payment-automatic">Automatic</label>
        <span className="payment__hint" id="payment-automatic-hint">
          (a subscription renewed each cycle)
        </span>
      </div>
    </fieldset>
  );
}
