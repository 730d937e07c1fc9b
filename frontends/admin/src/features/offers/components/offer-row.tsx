import {
  type AdminOfferAnswer,
  type OfferData,
  type OfferInput,
  offerSchema,
  SERVICE_TYPES,
  type ServiceType,
} from '@app/shared';
import { TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

/** The service types' names on screen (the offer selection's column titles, spec §2 screen 1). */
export const SERVICE_TYPE_NAMES: Record<ServiceType, string> = {
  PHONE_PALS: 'Friends',
  CALL_FORWARDING: 'Call Connect',
  AI_CHAT: 'AI Chat',
  MESSAGING: 'Messaging',
};

const EMPTY: OfferInput = {
  serviceTypes: [],
  title: '',
  description: '',
  price: '',
  creditsIncluded: '',
  validFor: '',
  fixedMoCrCharge: '',
};

function formValues(offer: AdminOfferAnswer): OfferInput {
  return {
    id: offer.id,
    serviceTypes: offer.serviceTypes,
    title: offer.title,
    description: offer.description,
    price: offer.price.toFixed(2),
    creditsIncluded: String(offer.creditsIncluded),
    validFor: offer.validFor === null ? '' : String(offer.validFor),
    fixedMoCrCharge: offer.fixedMoCrCharge === null ? '' : String(offer.fixedMoCrCharge),
  };
}

type OfferRowProps = {
  /** The offer of this row; none for the Add row. */
  offer?: AdminOfferAnswer;
  onSave: (data: OfferData) => Promise<boolean>;
  onDelete?: (id: number) => Promise<void>;
};

/**
 * One row of the offer table (spec §2 screen 16), editable in place with the §5 offer rules. The row's form sits in
 * its last cell and the inputs of the other cells join it through their `form` attribute (a form cannot wrap a row).
 */
export function OfferRow({ offer, onSave, onDelete }: OfferRowProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OfferInput, unknown, OfferData>({
    resolver: zodResolver(offerSchema),
    defaultValues: offer ? formValues(offer) : EMPTY,
  });
  // One click deletes once: a second Delete while the first runs would only answer Failed to Delete Offer.
  const [deleting, setDeleting] = useState(false);
  const rowName = offer ? offer.title : 'New offer';

  if (offer?.retired) return <RetiredRow offer={offer} />;

  const submit = handleSubmit(async (data) => {
    if ((await onSave(data)) && !offer) reset(EMPTY);
  });
  const field = (
    name: Exclude<keyof OfferInput, 'id' | 'serviceTypes'>,
    label: string,
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <td>
      <TextField
        className="offer-field"
        label={label}
        form={formId}
        inputMode={inputMode}
        error={errors[name]?.message}
        {...register(name)}
      />
    </td>
  );

  return (
    <tr aria-label={rowName}>
      {field('title', 'Title')}
      <td>
        <TextAreaField
          className="offer-field"
          label="Description"
          form={formId}
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
      </td>
      {field('price', 'Price')}
      <td>
        <fieldset className="offer-types">
          <legend className="visually-hidden">Service types</legend>
          {SERVICE_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" value={type} form={formId} {...register('serviceTypes')} />
              {SERVICE_TYPE_NAMES[type]}
            </label>
          ))}
        </fieldset>
        {errors.serviceTypes && <p className="offer-error">{errors.serviceTypes.message}</p>}
      </td>
      {field('creditsIncluded', 'Credits included', 'numeric')}
      {field('validFor', 'Valid for (days)', 'numeric')}
      {field('fixedMoCrCharge', 'Fixed monthly credit charge', 'numeric')}
      <td>
        <form id={formId} className="offer-actions" noValidate onSubmit={submit}>
          {offer && !offer.active && <span>Off sale</span>}
          <button type="submit" disabled={isSubmitting}>
            {offer ? 'Update' : 'Add'}
          </button>
          {offer && onDelete && (
            <button
              type="button"
              disabled={isSubmitting || deleting}
              onClick={async () => {
                setDeleting(true);
                await onDelete(offer.id);
                setDeleting(false);
              }}
            >
              Delete
            </button>
          )}
        </form>
      </td>
    </tr>
  );
}

/** A retired offer: sold once, then deleted; kept for the inmates who bought it, no longer editable. */
function RetiredRow({ offer }: { offer: AdminOfferAnswer }) {
  return (
    <tr aria-label={offer.title}>
      <td>{offer.title}</td>
      <td>{offer.description}</td>
      <td>{offer.price.toFixed(2)}</td>
      <td>{offer.serviceTypes.map((type) => SERVICE_TYPE_NAMES[type]).join(', ')}</td>
      <td>{offer.creditsIncluded}</td>
      <td>{offer.validFor ?? ''}</td>
      <td>{offer.fixedMoCrCharge ?? ''}</td>
      <td className="offer-retired">Retired (sold, kept for its buyers)</td>
    </tr>
  );
}
