import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { UPLOAD_MAX_BYTES } from '../../../../../../common/constants';
import {
  type AdminCreateStartupBody,
  AdminManagerStartupForm,
  ClaimFormStartupBody,
  CreateStartupBody,
  UpdateStartupBody,
} from '../../../../../../common/schemas/startups';
import {
  ADMIN_FUNDING_STAGES,
  CLAIM_FORM_FUNDING_STAGES,
  CLAIM_FORM_INDUSTRIES,
  EMAIL_MAX,
  LOGO_ACCEPT,
  OWNER_FUNDING_STAGES,
  STARTUP_INDUSTRIES,
  STARTUP_MESSAGES as M,
} from '../../../../../../common/startups';
import { FormError } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { FallbackImage } from '../../../../components/fallback-image';
import { ImageField } from '../../../../components/image-field';
import { Modal } from '../../../../components/modal';
import { SelectField, TextAreaField, TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/api-client';
import { maxLengthOf, schemaResolver } from '../../../../lib/form';
import { msg, t } from '../../../../lib/i18n';
import { type Startup, useAdminCreateStartup, useCreateStartup, useUpdateStartup } from '../../manage-api';
import { formMessage } from '../translate';

/**
 * The four startup forms (part 3 §2.11, §2.13, §2.14, §3, §5): each validates with its call's schema and keeps its
 * own option lists. owner: the dashboard's Create Startup (logo required); admin: the manager's add-new (logo
 * required); claim: the claim manager's create-for-company ('Please fill in all required fields', logo optional);
 * edit: the manager's edit (every field optional, a new logo optional); owner-edit: the owner's edit with the owner
 * form's lists (an edited rejected startup goes back to pending on the server).
 */
export type StartupFormVariant = 'owner' | 'admin' | 'claim' | 'edit' | 'owner-edit';

const VARIANTS = {
  owner: {
    title: msg('Create Startup'),
    submit: msg('Create Startup'),
    schema: CreateStartupBody,
    industries: STARTUP_INDUSTRIES,
    stages: OWNER_FUNDING_STAGES,
    failed: M.createError,
  },
  admin: {
    title: msg('Add New Startup'),
    submit: msg('Add Startup'),
    schema: AdminManagerStartupForm,
    industries: STARTUP_INDUSTRIES,
    stages: ADMIN_FUNDING_STAGES,
    failed: M.createError,
  },
  claim: {
    title: msg('Create Startup for Company'),
    submit: msg('Create Startup'),
    schema: ClaimFormStartupBody,
    industries: CLAIM_FORM_INDUSTRIES,
    stages: CLAIM_FORM_FUNDING_STAGES,
    failed: M.createError,
  },
  edit: {
    title: msg('Edit Startup'),
    submit: msg('Save Changes'),
    schema: UpdateStartupBody,
    industries: STARTUP_INDUSTRIES,
    stages: ADMIN_FUNDING_STAGES,
    failed: M.updateError,
  },
  'owner-edit': {
    title: msg('Edit Startup'),
    submit: msg('Save Changes'),
    schema: UpdateStartupBody,
    industries: STARTUP_INDUSTRIES,
    stages: OWNER_FUNDING_STAGES,
    failed: M.updateError,
  },
} as const;

/** What the inputs hold: text as typed, founders as one comma-separated text; no logo until one is picked. */
export interface StartupFieldValues {
  name: string;
  description: string;
  industry: string;
  location: string;
  foundedYear: string;
  fundingStage: string;
  founders: string;
  website: string;
  contactEmail: string;
  logo?: File;
}

/** A select's options: a blank first choice, the form's own list, and a stored value of another list (edits). */
const withBlank = (list: readonly string[], current?: string | null) =>
  ['', ...list, ...(current && !list.includes(current) ? [current] : [])] as const;

const valuesOf = (s?: Startup | null): StartupFieldValues => ({
  name: s?.name ?? '',
  description: s?.description ?? '',
  industry: s?.industry ?? '',
  location: s?.location ?? '',
  foundedYear: s?.foundedYear ?? '',
  fundingStage: s?.fundingStage ?? '',
  founders: s?.founders.join(', ') ?? '',
  website: s?.website ?? '',
  contactEmail: s?.contactEmail ?? '',
});

export function StartupFormDialog({
  variant,
  open,
  onOpenChange,
  startup,
  onSaved,
}: {
  variant: StartupFormVariant;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The startup being edited (edit only). */
  startup?: Startup | null;
  onSaved(startup: Startup): void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(VARIANTS[variant].title)}
      description={
        variant === 'owner'
          ? t('Your startup appears in the directory once an administrator verifies it.')
          : variant === 'claim'
            ? t('The company can claim this profile later with its contact email.')
            : variant === 'owner-edit' && startup?.status === 'rejected'
              ? t('Saving your changes sends the startup back for verification.')
              : undefined
      }
    >
      {open && (
        <StartupForm
          key={startup?._id ?? variant}
          variant={variant}
          startup={startup}
          onCancel={() => onOpenChange(false)}
          onSaved={(s) => {
            onSaved(s);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}

function StartupForm({
  variant,
  startup,
  onSaved,
  onCancel,
}: {
  variant: StartupFormVariant;
  startup?: Startup | null;
  onSaved(s: Startup): void;
  onCancel(): void;
}) {
  const v = VARIANTS[variant];
  const create = useCreateStartup();
  const adminCreate = useAdminCreateStartup();
  const update = useUpdateStartup();
  const form = useForm<StartupFieldValues, unknown, AdminCreateStartupBody | UpdateStartupBody>({
    resolver: schemaResolver(v.schema),
    defaultValues: valuesOf(startup),
  });
  // A select shows its stored value through defaultValue (react-hook-form's ref may run before the options exist),
  // and the form's values are set again once every option exists, so the stored value is also what is sent.
  const defaults = form.formState.defaultValues;
  const { reset } = form;
  useLayoutEffect(() => reset(valuesOf(startup)), [reset, startup]);
  const { register, formState } = form;
  const shape = CreateStartupBody.shape;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved =
        variant === 'owner'
          ? await create.mutateAsync(body as CreateStartupBody)
          : (variant === 'edit' || variant === 'owner-edit') && startup
            ? await update.mutateAsync({ id: startup._id, body: body as UpdateStartupBody })
            : await adminCreate.mutateAsync(body as AdminCreateStartupBody);
      onSaved(saved);
    } catch (err) {
      // Part 3 §8 keeps the owner's failure silent (logged); a form that fails without a word looks broken, so
      // every form also shows the server's message, else the manager's text.
      console.error(v.failed, err);
      form.setError('root', { message: errorMessage(err, t(v.failed)) });
    }
  });

  const editing = variant === 'edit' || variant === 'owner-edit';
  const required = !editing;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formMessage(formState.errors)} />
      <TextField
        label={t('Startup name')}
        required={required}
        maxLength={maxLengthOf(shape.name)}
        {...register('name')}
      />
      <TextAreaField
        label={t('Description')}
        rows={4}
        required={required}
        maxLength={maxLengthOf(shape.description)}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('Industry')}
          required={required}
          options={withBlank(v.industries, startup?.industry)}
          defaultValue={defaults?.industry}
          {...register('industry')}
        />
        <SelectField
          label={t('Funding stage')}
          options={withBlank(v.stages, startup?.fundingStage)}
          defaultValue={defaults?.fundingStage}
          {...register('fundingStage')}
        />
        {/* i18n-ignore: an example value */}
        <TextField label={t('Location')} placeholder="Lagos, Nigeria" {...register('location')} />
        <TextField
          label={t('Founded year')}
          inputMode="numeric"
          placeholder="2021"
          maxLength={4}
          {...register('foundedYear')}
        />
      </div>
      <TextField
        label={t('Founders')}
        // i18n-ignore: example names
        placeholder="Amina Bello, Kwame Mensah"
        hint={t('Separate names with commas.')}
        {...register('founders')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* i18n-ignore: the start of an address */}
        <TextField label={t('Website')} type="url" placeholder="https://" {...register('website')} />
        <TextField
          label={t('Contact email')}
          type="email"
          required={variant === 'claim'}
          maxLength={EMAIL_MAX}
          {...register('contactEmail')}
        />
      </div>
      <ImageField
        form={form}
        name="logo"
        schema={v.schema.shape.logo}
        label={t('Logo')}
        accept={LOGO_ACCEPT}
        hint={`${t('JPEG, PNG or SVG, up to {size}MB.', { size: UPLOAD_MAX_BYTES / (1024 * 1024) })}${variant === 'claim' || editing ? ` ${t('Optional.')}` : ''}`}
        current={startup?.logo}
        currentAlt={startup ? t('{name} logo', { name: startup.name }) : t('Logo')}
        chooseText={t('Choose logo')}
        changeText={t('Change logo')}
        renderCurrent={(src) => (
          <FallbackImage
            src={src}
            alt={t('Current logo')}
            width={72}
            height={72}
            className="h-[72px] w-[72px] rounded-lg text-[10px]"
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t(v.submit)}
        </Button>
      </div>
    </form>
  );
}
