import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import type { NotificationKind } from '../api/get-notification-preferences';
import { profileNamespace } from '../i18n';
import { UpgradeHint } from './upgrade-hint';

type NotificationSwitchProps = {
  kind: NotificationKind;
  checked: boolean;
  /** The user's plan includes this mail; otherwise the switch is off, disabled, and says which plans have it. */
  available: boolean;
  onChange: (checked: boolean) => void;
};

/** One kind of mail: an on/off switch named by the mail, described by when it is sent. */
export function NotificationSwitch({ kind, checked, available, onChange }: NotificationSwitchProps) {
  const { t } = useTranslation(profileNamespace);
  const id = `notification-${kind}`;
  const hintId = `${id}-plan`;
  return (
    <div className="notification-switch">
      <Switch
        id={id}
        checked={available && checked}
        disabled={!available}
        aria-describedby={available ? `${id}-description` : `${id}-description ${hintId}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="notification-switch__text">
        <label htmlFor={id}>{t(`notifications.kinds.${kind}.label`)}</label>
        <p id={`${id}-description`} className="profile-field__hint">
          {t(`notifications.kinds.${kind}.description`)}
        </p>
        {available ? null : (
          <UpgradeHint id={hintId} text={t(kind === 'weeklyDigest' ? 'notifications.includedInPlans' : 'notifications.includedInPro')} />
        )}
      </div>
    </div>
  );
}
