import { type BasePath, type FriendAnswer, friendProfileSchema } from '@app/shared';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message, TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { finishFriendRegistration } from '../api/finish-friend-registration';
import { updateFriendProfile } from '../api/update-friend-profile';
import { CODE_CALLED } from '../lib/code-called';
import { useProfileFailureText } from '../lib/failure-text';
import { PhotoField } from './photo-field';
import { VerifyCodeForm } from './verify-code-form';

// The photo is not a typed field: it is chosen, checked and scaled by PhotoField; the server's schema checks it.
const fieldsSchema = friendProfileSchema.omit({ image: true });
type Fields = z.input<typeof fieldsSchema>;

// Kept as what happened, so its words follow the reader's language.
type Outcome = { kind: 'success'; message: string } | { kind: 'error'; error: unknown } | null;

type Props = {
  basePath: BasePath;
  friend: FriendAnswer;
};

/**
 * Friend profile (spec §2 screen 11, §5): phone, Monero address, Brief Summary For Publication, availability and
 * photo. An approved friend saves with Save Profile; an unapproved one sends it with Call Me, which places the call
 * that speaks the code, then types the code and Verify (shown once a code is typed). Success goes to the detail.
 */
export function FriendProfileForm({ basePath, friend }: Props) {
  const navigate = useNavigate();
  const toDetail = () => navigate(`${basePath}/friends/detail`);
  // undefined keeps the stored photo (spec §7: image absent), a data URL replaces it.
  const [image, setImage] = useState<string | undefined>(undefined);
  // While a chosen photo is still being scaled, a save would leave it out and lose it: the buttons wait for it.
  const [photoWorking, setPhotoWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t } = useTranslation('friends');
  const failureText = useProfileFailureText();
  // The server's own words about the call; the one it sends today is in the catalogue, shown in the reader's language.
  const successText = (message: string) => (message === CODE_CALLED ? t('profile.codeCalled') : message);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: {
      phoneNumber: friend.phoneNumber ?? '',
      moneroAddress: friend.moneroAddress ?? '',
      description: friend.description ?? '',
      available: friend.active,
    },
  });
  const available = watch('available');

  const onSubmit = handleSubmit(async (fields) => {
    if (photoWorking) return;
    setOutcome(null);
    const profile = image === undefined ? fields : { ...fields, image };
    try {
      if (friend.approved) {
        await updateFriendProfile(profile);
        toDetail();
      } else {
        const answer = await finishFriendRegistration(profile);
        setOutcome({ kind: 'success', message: answer.message });
      }
    } catch (error) {
      setOutcome({ kind: 'error', error });
    }
  });

  return (
    <>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('profile.phoneNumber')}
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={t('profile.moneroAddress')}
          autoComplete="off"
          spellCheck={false}
          error={errors.moneroAddress?.message}
          {...register('moneroAddress')}
        />
        <TextAreaField
          label={t('profile.description')}
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="field">
          <label className="friend-available">
            <input type="checkbox" {...register('available')} />{' '}
            {available ? t('profile.available') : t('profile.busy')}
          </label>
        </div>
        <PhotoField
          preview={image === undefined ? friend.image : image || null}
          canChoose={basePath !== '/admin'}
          onChoose={setImage}
          working={photoWorking}
          onWorkingChange={setPhotoWorking}
        />
        {outcome?.kind === 'success' && <Message kind="success">{successText(outcome.message)}</Message>}
        {outcome?.kind === 'error' && <Message kind="error">{failureText(outcome.error)}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={isSubmitting || photoWorking}>
            {friend.approved ? t('profile.save') : t('profile.callMe')}
          </BusyButton>
        </div>
      </form>
      {!friend.approved && <VerifyCodeForm onVerified={toDetail} />}
    </>
  );
}
