import { useTranslation } from 'react-i18next';
import { LabelledInput, type LabelledInputProps } from '../../../components/ui/labelled-input';
import { isAuthErrorKey } from '../auth-translations';

/** `error`: the schema's message, a key of the `errors` texts. */
type AuthFieldProps = Omit<LabelledInputProps, 'block'>;

export function AuthField({ error, ...field }: AuthFieldProps) {
  const { t } = useTranslation('auth');
  return <LabelledInput {...field} block="auth-field" error={error && isAuthErrorKey(error) ? t(`errors.${error}`) : error} />;
}
