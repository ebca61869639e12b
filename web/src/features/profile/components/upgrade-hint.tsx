import { useTranslation } from 'react-i18next';
import { profileNamespace } from '../i18n';

/** Says which plans include something the user's plan does not, with a link to the subscription card's upgrade. */
export function UpgradeHint({ id, text }: { id?: string; text: string }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <p id={id} className="upgrade-hint">
      <span className="upgrade-hint__badge">{text}</span> <a href="#subscription">{t('notifications.upgrade')}</a>
    </p>
  );
}
