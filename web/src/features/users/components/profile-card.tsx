import { Mail, Pencil, Phone, Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UpdateProfileBody, type User } from '../../../../../common/schemas/accounts';
import { FormError } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { fullName } from '../../../lib/format';
import { firstErrorMessage, schemaResolver } from '../../../lib/form';
import { useProfile, useUpdateProfile } from '../api';
import { t } from '../../../lib/i18n';

/** What the form's inputs hold; UpdateProfileBody decides the rules (part 1 §4 'Profile'). */
interface ProfileFieldValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  profileImage?: File;
}

const toForm = (u: User): ProfileFieldValues => ({
  first_name: u.first_name ?? '',
  last_name: u.last_name ?? '',
  email: u.email ?? '',
  phone_number: u.phone_number ?? '',
});

/** Profile card with view and edit modes (part 1 §2.7, §4 'Profile'). */
export function ProfileCard() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) {
    return (
      <section className="card flex items-center gap-3 p-6 text-sm text-muted" aria-busy>
        <Spinner size="sm" /> {t('Loading profile...')}
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="card p-6">
        <FormError message={t('Could not load profile data. Please try again later.')} />
      </section>
    );
  }

  const user = profile.data;
  return (
    <section className="card p-6" aria-labelledby="profile-heading">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="profile-heading" className="text-lg font-semibold">
          {t('Profile')}
        </h2>
        {!editing && (
          <button
            type="button"
            aria-label={t('Edit profile')}
            onClick={() => setEditing(true)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-black/5 hover:text-ink"
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
        )}
      </div>
      {editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} />}
    </section>
  );
}

function ProfileView({ user }: { user: User }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <Avatar src={user.profileImage} first={user.first_name} last={user.last_name} size="lg" />
      <div className="w-full min-w-0 space-y-1 sm:w-auto sm:flex-1">
        <p className="text-xl font-semibold">{fullName(user)}</p>
        <p className="flex items-center justify-center gap-2 text-sm text-muted sm:justify-start">
          <Mail aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{user.email}</span>
        </p>
        {user.phone_number && (
          <p className="flex items-center justify-center gap-2 text-sm text-muted sm:justify-start">
            <Phone aria-hidden className="h-4 w-4 shrink-0" />
            {user.phone_number}
          </p>
        )}
      </div>
    </div>
  );
}

function ProfileEditForm({ user, onDone }: { user: User; onDone(): void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFieldValues, unknown, UpdateProfileBody>({
    resolver: schemaResolver(UpdateProfileBody),
    defaultValues: toForm(user),
  });
  const { register, handleSubmit, formState, reset } = form;

  function cancel() {
    reset(toForm(user));
    update.reset();
    onDone();
  }

  const invalid = firstErrorMessage(formState.errors);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (err) {
      form.setError('root', { message: errorMessage(err, t('Could not update profile. Please try again later.')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {/* The rules' messages (common/schemas) are catalogue ids; the server's message is already translated. */}
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <ImageField
        form={form}
        name="profileImage"
        schema={UpdateProfileBody.shape.profileImage}
        label={t('Profile picture')}
        hideLabel
        round
        current={user.profileImage}
        renderCurrent={() => <Avatar src={user.profileImage} first={user.first_name} last={user.last_name} size="lg" />}
        previewAlt={t('New profile picture preview')}
        icon={<Upload aria-hidden className="h-4 w-4" />}
        chooseText={t('Change picture')}
        changeText={t('Change picture')}
        hint={null}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('First name')} required autoComplete="given-name" {...register('first_name')} />
        <TextField label={t('Last name')} required autoComplete="family-name" {...register('last_name')} />
      </div>
      <TextField label={t('Email')} type="email" required autoComplete="email" {...register('email')} />
      <TextField
        label={t('Phone number')}
        type="tel"
        autoComplete="tel"
        hint={t('Optional')}
        {...register('phone_number')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('Save Changes')}
        </Button>
      </div>
    </form>
  );
}
