import {
  type AdminOfferAnswer,
  type OfferData,
  type OfferInput,
  offerSchema,
  PRICE_MAX,
  SERVICE_TYPES,
} from '@app/shared';
import { BusyButton, ConfirmDelete, FieldError, TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteLabels } from '../../../lib/use-delete-labels';
import { useFormats } from '../../../lib/use-formats';
import { useServiceNames } from '../../../lib/use-service-names';

const EMPTY: OfferInput = {
  serviceTypes: [],
  title: '',
  description: '',
  price: '',
  creditsIncluded: '',
  validFor: '',
  fixedMoCrCharge: '',
};

/**
 * The stored price as the form shows it: with cents (`12.50`) when that fits the §5 limit of 6 characters, else as
 * stored (`1000`), so an offer of $1000 or more can be saved again without retyping its price.
 */
function priceText(price: number): string {
  const withCents = price.toFixed(2);
  return withCents.length <= PRICE_MAX ? withCents : String(price);
}

function formValues(offer: AdminOfferAnswer): OfferInput {
  return {
    id: offer.id,
    serviceTypes: offer.serviceTypes,
    title: offer.title,
    description: offer.description,
    price: priceText(offer.price),
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
  const { t } = useTranslation('admin');
  const deleteLabels = useDeleteLabels();
  const serviceName = useServiceNames();
  const formId = useId();
  const typesErrorId = `${formId}-types-error`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OfferInput, unknown, OfferData>({
    resolver: zodResolver(offerSchema),
    // The row stays mounted across reloads (keyed by id, so focus stays on Update); new saved values reset it.
    values: offer ? formValues(offer) : EMPTY,
  });
  const rowName = offer ? offer.title : t('offers.newRow');

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
      {field('title', t('offers.title'))}
      <td>
        <TextAreaField
          className="offer-field"
          label={t('offers.description')}
          form={formId}
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </td>
      {field('price', t('offers.price'))}
      <td>
        <fieldset className="offer-types" aria-describedby={errors.serviceTypes ? typesErrorId : undefined}>
          <legend className="visually-hidden">{t('offers.serviceTypes')}</legend>
          {SERVICE_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" value={type} form={formId} {...register('serviceTypes')} />
              {serviceName(type)}
            </label>
          ))}
        </fieldset>
        <FieldError id={typesErrorId} className="offer-error" error={errors.serviceTypes?.message} />
      </td>
      {field('creditsIncluded', t('offers.creditsIncluded'), 'numeric')}
      {field('validFor', t('offers.validFor'), 'numeric')}
      {field('fixedMoCrCharge', t('offers.fixedMonthlyCharge'), 'numeric')}
      <td>
        <form id={formId} className="offer-actions" aria-label={rowName} noValidate onSubmit={submit}>
          {offer && !offer.active && <span>{t('offers.offSale')}</span>}
          <BusyButton type="submit" busy={isSubmitting}>
            {offer ? t('shared.update') : t('shared.add')}
          </BusyButton>
          {/* Asked again: a bought offer is retired for good (docs/decisions.md "Offer Configuration"). */}
          {offer && onDelete && (
            <ConfirmDelete
              question={t('offers.confirmDelete')}
              detail={t('offers.confirmDeleteDetail')}
              labels={deleteLabels}
              disabled={isSubmitting}
              onDelete={() => onDelete(offer.id)}
            />
          )}
        </form>
      </td>
    </tr>
  );
}

/** A retired offer: sold once, then deleted; kept for the inmates who bought it, no longer editable. */
function RetiredRow({ offer }: { offer: AdminOfferAnswer }) {
  const { t } = useTranslation('admin');
  const serviceName = useServiceNames();
  const formats = useFormats();
  return (
    <tr aria-label={offer.title}>
      <td>{offer.title}</td>
      <td>{offer.description}</td>
      <td>{formats.price(offer.price)}</td>
      <td>{offer.serviceTypes.map(serviceName).join(', ')}</td>
      <td>{offer.creditsIncluded}</td>
      <td>{offer.validFor ?? ''}</td>
      <td>{offer.fixedMoCrCharge ?? ''}</td>
      <td className="offer-retired">{t('offers.retired')}</td>
    </tr>
  );
}
