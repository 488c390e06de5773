import { useForm } from 'react-hook-form';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_URL_MAX } from '../../../../../common/playlists';
import { PlaylistBody } from '../../../../../common/schemas/playlists';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField, TextAreaField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { type Playlist, useCreatePlaylist, useUpdatePlaylist } from '../api';

interface PlaylistFieldValues {
  title: string;
  description: string;
  youtubeUrl: string;
}

/** The playlists manager's form view (part 3 §2.3, §5): create, or edit `playlist`. */
export function PlaylistForm({ playlist, onDone }: { playlist?: Playlist; onDone(saved?: Playlist): void }) {
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  const form = useForm<PlaylistFieldValues, unknown, PlaylistBody>({
    resolver: schemaResolver(PlaylistBody),
    defaultValues: {
      title: playlist?.title ?? '',
      description: playlist?.description ?? '',
      youtubeUrl: playlist?.youtubeUrl ?? '',
    },
  });
  const { register, formState } = form;
  // The schema's messages are catalogue ids (common/); the server's (root) are already in the page's language.
  const invalid = firstErrorMessage(formState.errors);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onDone(playlist ? await update.mutateAsync({ id: playlist._id, ...body }) : await create.mutateAsync(body));
    } catch (err) {
      // The documents only log playlist errors; the form also says why it was refused (docs/decisions.md).
      console.error('Error saving playlist', err);
      form.setError('root', { message: errorMessage(err, t('Failed to save playlist')) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{playlist ? t('Edit Playlist') : t('Add Playlist')}</h2>
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField label={t('Title')} required maxLength={maxLengthOf(PlaylistBody.shape.title)} {...register('title')} />
      <TextAreaField
        label={t('Description')}
        rows={3}
        maxLength={PLAYLIST_DESCRIPTION_MAX}
        {...register('description')}
      />
      <TextField
        label={t('YouTube URL')}
        type="url"
        required
        // i18n-ignore
        placeholder="https://www.youtube.com/playlist?list=…"
        maxLength={PLAYLIST_URL_MAX}
        hint={t('A YouTube playlist address (one with list=…).')}
        {...register('youtubeUrl')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {playlist ? t('Save Changes') : t('Add Playlist')}
        </Button>
      </div>
    </form>
  );
}
