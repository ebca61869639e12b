import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import type { AdminUser } from '../api/get-users';
import { adminNamespace } from '../i18n';
import { grantAccessSchema, isGrantErrorKey } from './grant-access-schema';
import { useUserChange } from './use-user-change';

type GrantAccessDialogProps = { user: AdminUser; onClose: () => void };

/**
 * Gives a user a plan without payment, optionally up to a last day; closes once the server agreed. Mounted only
 * while open, so every opening starts from the user's current plan.
 */
export function GrantAccessDialog({ user, onClose }: GrantAccessDialogProps) {
  const { t } = useTranslation(adminNamespace);
  const change = useUserChange();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(grantAccessSchema),
    defaultValues: { planType: user.planType ?? 'basic', until: '' },
  });
  const untilError = formState.errors.until?.message;
  const idPrefix = `grant-access-${user.id}`;

  const onSubmit = handleSubmit(({ planType, until }) =>
    change.mutate({ action: 'grantAccess', user, grant: { planType, until: until || null } }, { onSuccess: onClose }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.grant.title', { username: user.username })}
      description={t('users.grant.description')}
    >
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${idPrefix}-plan`}>{t('users.grant.plan')}</label>
          <select id={`${idPrefix}-plan`} {...register('planType')}>
            <option value="basic">{t('users.plans.basic')}</option>
            <option value="pro">{t('users.plans.pro')}</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${idPrefix}-until`}>{t('users.grant.until')}</label>
          <input
            id={`${idPrefix}-until`}
            type="date"
            aria-invalid={untilError ? true : undefined}
            aria-describedby={`${untilError ? `${idPrefix}-until-error ` : ''}${idPrefix}-until-hint`}
            {...register('until')}
          />
          {untilError ? (
            <p id={`${idPrefix}-until-error`} className="admin-field__error">
              {isGrantErrorKey(untilError) ? t(`users.grant.errors.${untilError}`) : untilError}
            </p>
          ) : null}
          <p id={`${idPrefix}-until-hint`} className="admin-field__hint">
            {t('users.grant.untilHint')}
          </p>
        </div>
        <div className="dialog__actions">
          <DialogClose>{t('common.cancel')}</DialogClose>
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t('users.grant.pending') : t('users.grant.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
