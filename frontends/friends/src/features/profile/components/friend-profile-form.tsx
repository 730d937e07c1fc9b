import { type BasePath, type FriendAnswer, friendProfileSchema } from '@app/shared';
import { Message, TextAreaField, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { finishFriendRegistration } from '../api/finish-friend-registration';
import { updateFriendProfile } from '../api/update-friend-profile';
import { profileFailureText } from '../lib/failure-text';
import { PhotoField } from './photo-field';
import { VerifyCodeForm } from './verify-code-form';

// The photo is not a typed field: it is chosen, checked and scaled by PhotoField; the server's schema checks it.
const fieldsSchema = friendProfileSchema.omit({ image: true });
type Fields = z.input<typeof fieldsSchema>;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

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
  const [outcome, setOutcome] = useState<Outcome>(null);
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
    setOutcome(null);
    const profile = image === undefined ? fields : { ...fields, image };
    try {
      if (friend.approved) {
        await updateFriendProfile(profile);
        toDetail();
      } else {
        const answer = await finishFriendRegistration(profile);
        setOutcome({ kind: 'success', text: answer.message });
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: profileFailureText(error) });
    }
  });

  return (
    <>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="Monero Address"
          autoComplete="off"
          spellCheck={false}
          error={errors.moneroAddress?.message}
          {...register('moneroAddress')}
        />
        <TextAreaField
          label="Brief Summary For Publication"
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="field">
          <label className="friend-available">
            <input type="checkbox" {...register('available')} /> {available ? 'available' : 'busy'}
          </label>
        </div>
        <PhotoField
          preview={image === undefined ? friend.image : image || null}
          canChoose={basePath !== '/admin'}
          onChoose={setImage}
        />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={isSubmitting}>
            {friend.approved ? 'Save Profile' : 'Call Me'}
          </button>
        </div>
      </form>
      {!friend.approved && <VerifyCodeForm onVerified={toDetail} />}
    </>
  );
}
