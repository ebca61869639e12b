import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { type CurrentUser, currentUserKey, currentUserQueryOptions, saveLanguage } from '../../lib/current-user';
import { type Language, languages } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** EN/ES: changes the screen at once and, for a signed-in user, the language of their account (and their mail). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveLanguage,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
    // The screen keeps the language chosen; only saving it failed. Toasts load with the first one (lib/toast), so
    // the landing page's first load stays without them.
    onError: (error) => toast.error(t('language.saveFailed'), { description: errorMessage(error) }),
  });

  // Who is signed in, without a request on every public page load: the cached user when there is one, else one
  // look-up the first time someone switches. When that look-up fails the choice stays on this device only.
  const signedInUser = async (): Promise<CurrentUser | null> => {
    try {
      return await queryClient.fetchQuery(currentUserQueryOptions());
    } catch {
      return null;
    }
  };

  const choose = async (language: Language) => {
    void i18n.changeLanguage(language);
    const user = await signedInUser();
    // While a save is on its way the cached language is about to change: send the latest choice regardless.
    if (user && (user.language !== language || save.isPending)) save.mutate(language);
  };

  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void choose(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
