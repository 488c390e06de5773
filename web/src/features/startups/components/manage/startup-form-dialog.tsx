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
import { firstErrorMessage, maxLengthOf, schemaResolver } from '../../../../lib/form';
import { type Startup, useAdminCreateStartup, useCreateStartup, useUpdateStartup } from '../../manage-api';

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
    title: 'Create Startup',
    submit: 'Create Startup',
    schema: CreateStartupBody,
    industries: STARTUP_INDUSTRIES,
    stages: OWNER_FUNDING_STAGES,
    failed: M.createError,
  },
  admin: {
    title: 'Add New Startup',
    submit: 'Add Startup',
    schema: AdminManagerStartupForm,
    industries: STARTUP_INDUSTRIES,
    stages: ADMIN_FUNDING_STAGES,
    failed: M.createError,
  },
  claim: {
    title: 'Create Startup for Company',
    submit: 'Create Startup',
    schema: ClaimFormStartupBody,
    industries: CLAIM_FORM_INDUSTRIES,
    stages: CLAIM_FORM_FUNDING_STAGES,
    failed: M.createError,
  },
  edit: {
    title: 'Edit Startup',
    submit: 'Save Changes',
    schema: UpdateStartupBody,
    industries: STARTUP_INDUSTRIES,
    stages: ADMIN_FUNDING_STAGES,
    failed: M.updateError,
  },
  'owner-edit': {
    title: 'Edit Startup',
    submit: 'Save Changes',
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

const LOGO_HINT = `JPEG, PNG or SVG, up to ${UPLOAD_MAX_BYTES / (1024 * 1024)}MB.`;

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
      title={VARIANTS[variant].title}
      description={
        variant === 'owner'
          ? 'Your startup appears in the directory once an administrator verifies it.'
          : variant === 'claim'
            ? 'The company can claim this profile later with its contact email.'
            : variant === 'owner-edit' && startup?.status === 'rejected'
              ? 'Saving your changes sends the startup back for verification.'
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
      form.setError('root', { message: errorMessage(err, v.failed) });
    }
  });

  const editing = variant === 'edit' || variant === 'owner-edit';
  const required = !editing;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? formState.errors.root?.message} />
      <TextField label="Startup name" required={required} maxLength={maxLengthOf(shape.name)} {...register('name')} />
      <TextAreaField
        label="Description"
        rows={4}
        required={required}
        maxLength={maxLengthOf(shape.description)}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Industry"
          required={required}
          options={withBlank(v.industries, startup?.industry)}
          defaultValue={defaults?.industry}
          {...register('industry')}
        />
        <SelectField
          label="Funding stage"
          options={withBlank(v.stages, startup?.fundingStage)}
          defaultValue={defaults?.fundingStage}
          {...register('fundingStage')}
        />
        <TextField label="Location" placeholder="Lagos, Nigeria" {...register('location')} />
        <TextField
          label="Founded year"
          inputMode="numeric"
          placeholder="2021"
          maxLength={4}
          {...register('foundedYear')}
        />
      </div>
      <TextField
        label="Founders"
        placeholder="Amina Bello, Kwame Mensah"
        hint="Separate names with commas."
        {...register('founders')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Website" type="url" placeholder="https://" {...register('website')} />
        <TextField
          label="Contact email"
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
        label="Logo"
        accept={LOGO_ACCEPT}
        hint={`${LOGO_HINT}${variant === 'claim' || editing ? ' Optional.' : ''}`}
        current={startup?.logo}
        currentAlt={startup ? `${startup.name} logo` : 'Logo'}
        chooseText="Choose logo"
        changeText="Change logo"
        renderCurrent={(src) => (
          <FallbackImage
            src={src}
            alt="Current logo"
            width={72}
            height={72}
            className="h-[72px] w-[72px] rounded-lg text-[10px]"
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {v.submit}
        </Button>
      </div>
    </form>
  );
}
