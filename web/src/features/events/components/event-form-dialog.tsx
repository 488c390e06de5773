import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_IMAGE_RECOMMENDED,
  EVENT_MESSAGES as M,
  EVENT_TYPES,
  PAYMENT_INSTRUCTIONS_MAX,
  URL_MAX,
} from '../../../../../common/events';
import { CreateEventBody } from '../../../../../common/schemas/events';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { IMAGE_HINT, ImageField } from '../../../components/image-field';
import { Modal } from '../../../components/modal';
import { SelectField, TextAreaField, TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../lib/form';
import { t } from '../../../lib/i18n';
import { z } from '../../../lib/zod';
import { type Event, useCreateEvent } from '../api';

/** What the inputs hold: text as typed; `date` is the picker's local 'YYYY-MM-DDTHH:mm'. */
export interface EventFieldValues {
  title: string;
  description: string;
  location: string;
  date: string;
  registrationUrl: string;
  eventType: 'free' | 'paid';
  paymentInstructions: string;
  image?: File;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the picker's local 'YYYY-MM-DDTHH:mm'. */
export const toLocalInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** The picker's minimum (part 3 §5: the current time), rounded up to the next minute so the first choice is not already past. */
export const pickerMinimum = (now = new Date()) =>
  toLocalInput(new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000));
/** The picker's local time as the ISO instant the call takes ('' stays '', so the schema says it is missing). */
export function localToIso(value: unknown) {
  if (typeof value !== 'string' || !value.trim()) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The create form's schema: the call's own, with the picker's local time turned into its ISO instant first. */
const EventForm = z.preprocess(
  (v) => (v && typeof v === 'object' ? { ...v, date: localToIso((v as { date?: unknown }).date) } : v),
  CreateEventBody,
);

/** The create failure texts of part 3 §8, by status. */
export function createEventError(err: unknown) {
  if (!(err instanceof ApiError)) return M.network;
  if (err.status === 401) return M.unauthorized;
  if (err.status === 413) return M.tooLarge;
  if (err.status === 400) return err.serverMessage ?? M.invalidData;
  return err.serverMessage ?? M.createFailed;
}

/** The admin's create modal (part 3 §2.5, §5, §8). */
export function EventFormDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(event: Event): void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Create Event')}>
      {open && (
        <CreateEventForm
          onCancel={() => onOpenChange(false)}
          onDone={(e) => {
            onCreated(e);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

function CreateEventForm({ onDone, onCancel }: { onDone(e: Event): void; onCancel(): void }) {
  const create = useCreateEvent();
  const [min] = useState(() => pickerMinimum());
  const form = useForm<EventFieldValues, unknown, CreateEventBody>({
    resolver: schemaResolver(EventForm),
    defaultValues: {
      title: '',
      description: '',
      location: '',
      date: '',
      registrationUrl: '',
      eventType: 'free',
      paymentInstructions: '',
    },
  });
  const { register, formState } = form;
  const paid = useWatch({ control: form.control, name: 'eventType' }) === 'paid';
  const invalid = firstErrorMessage(formState.errors);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onDone(await create.mutateAsync(body));
    } catch (err) {
      form.setError('root', { message: t(createEventError(err)) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={invalid ? t(invalid) : formState.errors.root?.message} />
      <TextField
        label={t('Title')}
        required
        maxLength={maxLengthOf(CreateEventBody.shape.title)}
        {...register('title')}
      />
      <TextAreaField label={t('Description')} rows={3} maxLength={EVENT_DESCRIPTION_MAX} {...register('description')} />
      <TextField
        label={t('Location')}
        required
        maxLength={maxLengthOf(CreateEventBody.shape.location)}
        {...register('location')}
      />
      <TextField label={t('Date and time')} type="datetime-local" required min={min} {...register('date')} />
      <TextField
        label={t('Registration URL')}
        type="url"
        // i18n-ignore
        placeholder="https://"
        maxLength={URL_MAX}
        {...register('registrationUrl')}
      />
      <SelectField label={t('Event type')} options={EVENT_TYPES} {...register('eventType')} />
      {paid && (
        <TextAreaField
          label={t('Payment instructions')}
          rows={3}
          required
          maxLength={PAYMENT_INSTRUCTIONS_MAX}
          {...register('paymentInstructions')}
        />
      )}
      <ImageField
        form={form}
        name="image"
        schema={CreateEventBody.shape.image}
        label={t('Event image')}
        hint={`${IMAGE_HINT} ${t('Recommended {width}x{height} or higher.', EVENT_IMAGE_RECOMMENDED)}`}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('Create Event')}
        </Button>
      </div>
    </form>
  );
}
