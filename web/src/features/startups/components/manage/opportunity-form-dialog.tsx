import { useLayoutEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CURRENCIES,
  CURRENCY_DEFAULT,
  EMAIL_MAX,
  EXPERIENCE_LEVELS,
  hasJobFields,
  hasPartnershipFields,
  JOB_ONLY_FIELDS,
  JOB_TYPES,
  OPPORTUNITY_TYPE_DEFAULT,
  OPPORTUNITY_TYPES,
  type OpportunityType,
  PARTNERSHIP_ONLY_FIELDS,
  SALARY_MAX,
} from '../../../../../../common/opportunities';
import { CreateOpportunityBody, UpdateOpportunityBody } from '../../../../../../common/schemas/opportunities';
import { FormError } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { SelectField, TextAreaField, TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-client';
import { maxLengthOf, schemaResolver } from '../../../../lib/form';
import { msg, t } from '../../../../lib/i18n';
import { z } from '../../../../lib/zod';
import { type Opportunity, type Startup, useCreateOpportunity, useUpdateOpportunity } from '../../manage-api';
import { formMessage } from '../translate';

/** Our texts: part 3 §8 keeps these failures silent and names none (see docs/decisions.md). */
export const CREATE_OPPORTUNITY_FAILED = msg('Error creating opportunity');
export const UPDATE_OPPORTUNITY_FAILED = msg('Error updating opportunity');

/** What the inputs hold: text as typed; the lists one entry per line; the deadline the picker's YYYY-MM-DD. */
export interface OpportunityFieldValues {
  startup: string;
  title: string;
  description: string;
  type: OpportunityType;
  jobType: string;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  location: string;
  experienceLevel: string;
  applicationDeadline: string;
  contactEmail: string;
  requirements: string;
  skills: string;
  lookingFor: string;
  offering: string;
}

/**
 * The fields another type does not have are left out before validation (part 3 §5: salary, experience level,
 * location, deadline, requirements and skills are for job and internship; lookingFor and offering for partnership),
 * so a value typed before the type changed neither blocks the form nor reaches the server. Job type, currency and
 * contact email belong to every type (the server keeps them for every type), so they stay.
 */
export function keepTypeFields(values: Record<string, unknown>): Record<string, unknown> {
  const type = (values.type as OpportunityType) ?? OPPORTUNITY_TYPE_DEFAULT;
  const drop = new Set<string>([
    ...(hasJobFields(type) ? [] : JOB_ONLY_FIELDS),
    ...(hasPartnershipFields(type) ? [] : PARTNERSHIP_ONLY_FIELDS),
  ]);
  return Object.fromEntries(Object.entries(values).filter(([k]) => !drop.has(k)));
}

const withTypeFields = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v && typeof v === 'object' ? keepTypeFields(v as Record<string, unknown>) : v), schema);
const CreateForm = withTypeFields(CreateOpportunityBody);
/** The edit: the PATCH body (a deadline left as it was may have passed; the server checks a changed one). */
const EditForm = withTypeFields(UpdateOpportunityBody);

/**
 * The first day the picker offers: today in UTC, as a picked date lasts to the end of that day in UTC on the server
 * (`deadlineInstant`). Today in the user's zone would offer, late in the evening west of UTC, a day already over.
 */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const EMPTY: Omit<OpportunityFieldValues, 'startup' | 'contactEmail'> = {
  title: '',
  description: '',
  type: OPPORTUNITY_TYPE_DEFAULT,
  jobType: '',
  salaryMin: '',
  salaryMax: '',
  currency: CURRENCY_DEFAULT,
  location: '',
  experienceLevel: '',
  applicationDeadline: '',
  requirements: '',
  skills: '',
  lookingFor: '',
  offering: '',
};

/** An opportunity as the inputs hold it: numbers as text, lists one entry per line, the deadline's date (UTC). */
export function opportunityFieldValues(o: Opportunity): OpportunityFieldValues {
  return {
    startup: o.startup._id,
    title: o.title,
    description: o.description,
    type: o.type,
    jobType: o.jobType ?? '',
    salaryMin: o.salaryMin === null ? '' : String(o.salaryMin),
    salaryMax: o.salaryMax === null ? '' : String(o.salaryMax),
    currency: o.currency,
    location: o.location ?? '',
    experienceLevel: o.experienceLevel ?? '',
    applicationDeadline: o.applicationDeadline?.slice(0, 10) ?? '',
    contactEmail: o.contactEmail ?? '',
    requirements: o.requirements.join('\n'),
    skills: o.skills.join('\n'),
    lookingFor: o.lookingFor.join('\n'),
    offering: o.offering.join('\n'),
  };
}

/**
 * The owner's Create Opportunity modal (part 3 §2.11, §3, §5), for a verified startup only; with `opportunity` the
 * same form edits that one (issue 11): 'Edit Opportunity', prefilled, 'Save Changes'.
 */
export function OpportunityFormDialog({
  startup = null,
  opportunity = null,
  onOpenChange,
  onSaved,
}: {
  /** Create: the verified startup the opportunity is for. */
  startup?: Startup | null;
  /** Edit: the opportunity to change. Neither closes the modal. */
  opportunity?: Opportunity | null;
  onOpenChange(open: boolean): void;
  onSaved(o: Opportunity): void;
}) {
  const open = !!(opportunity ?? startup);
  const startupName = opportunity?.startup.name ?? startup?.name;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={opportunity ? t('Edit Opportunity') : t('Create Opportunity')}
      description={
        opportunity
          ? t("Changes show on the opportunity's page at once.")
          : startupName
            ? t('A job, internship or partnership at {name}.', { name: startupName })
            : undefined
      }
    >
      {open && (
        <OpportunityForm
          key={opportunity?._id ?? startup?._id}
          startup={startup}
          opportunity={opportunity}
          onCancel={() => onOpenChange(false)}
          onDone={(o) => {
            onSaved(o);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

const LIST_HINT = msg('One per line.');

function OpportunityForm({
  startup,
  opportunity,
  onDone,
  onCancel,
}: {
  startup: Startup | null;
  opportunity: Opportunity | null;
  onDone(o: Opportunity): void;
  onCancel(): void;
}) {
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity();
  const [min] = useState(todayUtc);
  const [initial] = useState<OpportunityFieldValues>(() =>
    opportunity
      ? opportunityFieldValues(opportunity)
      : { ...EMPTY, startup: startup?._id ?? '', contactEmail: startup?.contactEmail ?? '' },
  );
  const form = useForm<OpportunityFieldValues, unknown, CreateOpportunityBody | UpdateOpportunityBody>({
    resolver: schemaResolver(opportunity ? EditForm : CreateForm),
    defaultValues: initial,
  });
  // A select shows its stored value through defaultValue (react-hook-form's ref may run before the options exist),
  // and the values are set again once every option exists, as in the startup forms.
  const { reset } = form;
  useLayoutEffect(() => reset(initial), [reset, initial]);
  const { register, formState } = form;
  const type = useWatch({ control: form.control, name: 'type' });
  const shape = CreateOpportunityBody.shape;
  const failed = opportunity ? UPDATE_OPPORTUNITY_FAILED : CREATE_OPPORTUNITY_FAILED;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (!opportunity) return onDone(await create.mutateAsync(body as CreateOpportunityBody));
      const patch = { ...(body as UpdateOpportunityBody) };
      // A deadline left as it was is sent as stored (a date-time stays exact; one that has passed stays allowed).
      if (patch.applicationDeadline && patch.applicationDeadline === initial.applicationDeadline)
        patch.applicationDeadline = opportunity.applicationDeadline;
      onDone(await update.mutateAsync({ id: opportunity._id, body: patch }));
    } catch (err) {
      console.error(failed, err);
      form.setError('root', { message: errorMessage(err, t(failed)) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formMessage(formState.errors)} />
      <TextField label={t('Title')} required maxLength={maxLengthOf(shape.title)} {...register('title')} />
      <TextAreaField
        label={t('Description')}
        rows={4}
        required
        maxLength={maxLengthOf(shape.description)}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('Type')}
          required
          options={OPPORTUNITY_TYPES}
          defaultValue={initial.type}
          {...register('type')}
        />
        <SelectField
          label={t('Job type')}
          options={['', ...JOB_TYPES]}
          defaultValue={initial.jobType}
          {...register('jobType')}
        />
        <SelectField
          label={t('Currency')}
          options={CURRENCIES}
          defaultValue={initial.currency}
          {...register('currency')}
        />
      </div>
      {hasJobFields(type) && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('Minimum salary')}
              type="number"
              inputMode="numeric"
              min={0}
              max={SALARY_MAX}
              step={1}
              {...register('salaryMin')}
            />
            <TextField
              label={t('Maximum salary')}
              type="number"
              inputMode="numeric"
              min={0}
              max={SALARY_MAX}
              step={1}
              {...register('salaryMax')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('Location')} maxLength={maxLengthOf(shape.location)} {...register('location')} />
            <SelectField
              label={t('Experience level')}
              options={['', ...EXPERIENCE_LEVELS]}
              defaultValue={initial.experienceLevel}
              {...register('experienceLevel')}
            />
          </div>
          <TextField label={t('Application deadline')} type="date" min={min} {...register('applicationDeadline')} />
          <TextAreaField label={t('Requirements')} rows={3} placeholder={t(LIST_HINT)} {...register('requirements')} />
          <TextAreaField label={t('Skills')} rows={3} placeholder={t(LIST_HINT)} {...register('skills')} />
        </>
      )}
      {hasPartnershipFields(type) && (
        <>
          <TextAreaField label={t('Looking for')} rows={3} placeholder={t(LIST_HINT)} {...register('lookingFor')} />
          <TextAreaField label={t('Offering')} rows={3} placeholder={t(LIST_HINT)} {...register('offering')} />
        </>
      )}
      <TextField label={t('Contact email')} type="email" maxLength={EMAIL_MAX} {...register('contactEmail')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {opportunity ? t('Save Changes') : t('Create Opportunity')}
        </Button>
      </div>
    </form>
  );
}
