import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createSubscription } from '../api/create-subscription';
import type { PlanType } from '../api/get-subscription';
import { useHostedPage } from '../hooks/use-hosted-page';
import { profileNamespace } from '../i18n';
import { upgradeSchema } from './profile-schemas';

const plans: readonly PlanType[] = ['basic', 'pro'];
const defaultPlan: PlanType = 'basic';

/** Upper case as typed (spec section 5), the caret left where it was. */
function upperCaseInPlace(input: HTMLInputElement): void {
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** Sample users pick a plan (and maybe a discount code) and are sent to the payment provider's checkout page. */
export function UpgradeForm({ paymentsConfigured }: { paymentsConfigured: boolean }) {
  const { t } = useTranslation(profileNamespace);
  const checkout = useHostedPage(createSubscription);
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(upgradeSchema),
    defaultValues: { planType: defaultPlan, discountCode: '' },
  });
  const discountCode = register('discountCode');

  const onSubmit = handleSubmit(({ planType, discountCode: code }) =>
    checkout.open(code ? { planType, discountCode: code } : { planType }),
  );

  return (
    <form className="upgrade-form" noValidate onSubmit={onSubmit}>
      <fieldset className="plan-choice" role="radiogroup" aria-labelledby="plan-choice-legend">
        <legend id="plan-choice-legend">{t('upgrade.choosePlan')}</legend>
        {plans.map((plan) => (
          // The option is named by plan and price; its summary is its description.
          <label key={plan} className="plan-option">
            <input
              type="radio"
              value={plan}
              aria-labelledby={`plan-${plan}-name plan-${plan}-price`}
              aria-describedby={`plan-${plan}-summary`}
              {...register('planType')}
            />
            <span className="plan-option__text">
              <span className="plan-option__heading">
                <span id={`plan-${plan}-name`} className="plan-option__name">
                  {t(`upgrade.plans.${plan}.name`)}
                </span>
                <span id={`plan-${plan}-price`} className="plan-option__price">
                  {t(`upgrade.plans.${plan}.price`)}
                </span>
              </span>
              <span id={`plan-${plan}-summary`} className="plan-option__summary">
                {t(`upgrade.plans.${plan}.summary`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="profile-field">
        <label htmlFor="discount-code">{t('upgrade.discountCode')}</label>
        <input
          id="discount-code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...discountCode}
          onChange={(event) => {
            upperCaseInPlace(event.currentTarget);
            return discountCode.onChange(event);
          }}
        />
      </div>
      <button
        type="submit"
        className="button button--primary upgrade-form__submit"
        disabled={!paymentsConfigured || checkout.busy}
        aria-busy={checkout.busy}
      >
        {checkout.busy ? t('upgrade.pending') : t('upgrade.submit')}
      </button>
    </form>
  );
}
