import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Pencil, Phone, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../../../../../common/constants';
import type { User } from '../../../../../common/schemas/accounts';
import { FormError } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { fullName } from '../../../lib/format';
import { firstErrorMessage } from '../../../lib/form';
import { useProfile, useUpdateProfile } from '../api';

const ProfileForm = z.object({
  first_name: z.string().trim().min(1, 'First name is required.'),
  last_name: z.string().trim().min(1, 'Last name is required.'),
  email: z.string().trim().min(1, 'Email is required.').pipe(z.email('Please enter a valid email address.')),
  phone_number: z.string().trim(),
});
type ProfileForm = z.infer<typeof ProfileForm>;

const toForm = (u: User): ProfileForm => ({
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
        <Spinner size="sm" /> Loading profile...
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section className="card p-6">
        <FormError message="Could not load profile data. Please try again later." />
      </section>
    );
  }

  const user = profile.data;
  return (
    <section className="card p-6" aria-labelledby="profile-heading">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="profile-heading" className="text-lg font-semibold">
          Profile
        </h2>
        {!editing && (
          <button
            type="button"
            aria-label="Edit profile"
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
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileForm),
    defaultValues: toForm(user),
  });

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function onPick(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      return setError('Please select a valid image file (JPEG, PNG, or JPG)');
    }
    if (file.size > UPLOAD_MAX_BYTES) return setError('Image size must be less than 5MB');
    setError(null);
    setImage(file);
  }

  function cancel() {
    reset(toForm(user));
    setImage(null);
    setError(null);
    update.reset();
    onDone();
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync({ ...values, profileImage: image });
      setImage(null);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not update profile. Please try again later.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? error} />
      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt="New profile picture preview" className="h-20 w-20 rounded-full object-cover" />
        ) : (
          <Avatar src={user.profileImage} first={user.first_name} last={user.last_name} size="lg" />
        )}
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-canvas focus-within:outline-2 focus-within:outline-brand-600">
          <Upload aria-hidden className="h-4 w-4" />
          Change picture
          <input type="file" accept="image/jpeg,image/png,image/jpg" className="sr-only" onChange={onPick} />
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...register('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...register('last_name')} />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" {...register('email')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" hint="Optional" {...register('phone_number')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
