import { useTranslation } from 'react-i18next';
import { LabelledInput, type LabelledInputProps } from '../../../components/ui/labelled-input';
import { profileNamespace } from '../i18n';
import { isProfileErrorKey } from '../locales/en';

/** `error`: a schema message (a key of the `errors` texts) or the server's own words. */
type ProfileFieldProps = Omit<LabelledInputProps, 'block' | 'type'> & { type?: 'email' | 'password' };

export function ProfileField({ error, type = 'email', ...field }: ProfileFieldProps) {
  const { t } = useTranslation(profileNamespace);
  return <LabelledInput {...field} type={type} block="profile-field" error={error && isProfileErrorKey(error) ? t(`errors.${error}`) : error} />;
}
