import { useState } from 'react';
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
import { CreateOpportunityBody } from '../../../../../../common/schemas/opportunities';
import { FormError } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { SelectField, TextAreaField, TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-client';
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../../lib/form';
import { z } from '../../../../lib/zod';
import { type Opportunity, type Startup, useCreateOpportunity } from '../../manage-api';

/** Our text: part 3 §8 keeps this failure silent and names none (see docs/decisions.md). */
export const CREATE_OPPORTUNITY_FAILED = 'Error creating opportunity';

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
 * so a value typed before the type changed neither blocks the form nor reaches the server.
 */
export function keepTypeFields(values: Record<string, unknown>): Record<string, unknown> {
  const type = (values.type as OpportunityType) ?? OPPORTUNITY_TYPE_DEFAULT;
  const drop = new Set<string>([
    ...(hasJobFields(type) ? [] : [...JOB_ONLY_FIELDS, 'jobType']),
    ...(hasPartnershipFields(type) ? [] : PARTNERSHIP_ONLY_FIELDS),
  ]);
  return Object.fromEntries(Object.entries(values).filter(([k]) => !drop.has(k)));
}

const OpportunityForm = z.preprocess(
  (v) => (v && typeof v === 'object' ? keepTypeFields(v as Record<string, unknown>) : v),
  CreateOpportunityBody,
);

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The owner's Create Opportunity modal (part 3 §2.11, §3, §5): for a verified startup only. */
export function OpportunityFormDialog({
  startup,
  onOpenChange,
  onCreated,
}: {
  /** The verified startup the opportunity is for; null closes the modal. */
  startup: Startup | null;
  onOpenChange(open: boolean): void;
  onCreated(o: Opportunity): void;
}) {
  return (
    <Modal
      open={!!startup}
      onOpenChange={onOpenChange}
      title="Create Opportunity"
      description={startup ? `A job, internship or partnership at ${startup.name}.` : undefined}
    >
      {startup && (
        <CreateOpportunityForm
          key={startup._id}
          startup={startup}
          onCancel={() => onOpenChange(false)}
          onDone={(o) => {
            onCreated(o);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

const LIST_HINT = 'One per line.';

function CreateOpportunityForm({
  startup,
  onDone,
  onCancel,
}: {
  startup: Startup;
  onDone(o: Opportunity): void;
  onCancel(): void;
}) {
  const create = useCreateOpportunity();
  const [min] = useState(todayLocal);
  const form = useForm<OpportunityFieldValues, unknown, CreateOpportunityBody>({
    resolver: schemaResolver(OpportunityForm),
    defaultValues: {
      startup: startup._id,
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
      contactEmail: startup.contactEmail ?? '',
      requirements: '',
      skills: '',
      lookingFor: '',
      offering: '',
    },
  });
  const { register, formState } = form;
  const type = useWatch({ control: form.control, name: 'type' });
  const shape = CreateOpportunityBody.shape;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onDone(await create.mutateAsync(body));
    } catch (err) {
      console.error(CREATE_OPPORTUNITY_FAILED, err);
      form.setError('root', { message: errorMessage(err, CREATE_OPPORTUNITY_FAILED) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? formState.errors.root?.message} />
      <TextField label="Title" required maxLength={maxLengthOf(shape.title)} {...register('title')} />
      <TextAreaField
        label="Description"
        rows={4}
        required
        maxLength={maxLengthOf(shape.description)}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" required options={OPPORTUNITY_TYPES} {...register('type')} />
        {hasJobFields(type) && <SelectField label="Job type" options={['', ...JOB_TYPES]} {...register('jobType')} />}
      </div>
      {hasJobFields(type) && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Minimum salary"
              type="number"
              inputMode="numeric"
              min={0}
              max={SALARY_MAX}
              step={1}
              {...register('salaryMin')}
            />
            <TextField
              label="Maximum salary"
              type="number"
              inputMode="numeric"
              min={0}
              max={SALARY_MAX}
              step={1}
              {...register('salaryMax')}
            />
            <SelectField label="Currency" options={CURRENCIES} {...register('currency')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Location" maxLength={maxLengthOf(shape.location)} {...register('location')} />
            <SelectField
              label="Experience level"
              options={['', ...EXPERIENCE_LEVELS]}
              {...register('experienceLevel')}
            />
          </div>
          <TextField label="Application deadline" type="date" min={min} {...register('applicationDeadline')} />
          <TextAreaField label="Requirements" rows={3} placeholder={LIST_HINT} {...register('requirements')} />
          <TextAreaField label="Skills" rows={3} placeholder={LIST_HINT} {...register('skills')} />
        </>
      )}
      {hasPartnershipFields(type) && (
        <>
          <TextAreaField label="Looking for" rows={3} placeholder={LIST_HINT} {...register('lookingFor')} />
          <TextAreaField label="Offering" rows={3} placeholder={LIST_HINT} {...register('offering')} />
        </>
      )}
      <TextField label="Contact email" type="email" maxLength={EMAIL_MAX} {...register('contactEmail')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          Create Opportunity
        </Button>
      </div>
    </form>
  );
}
