import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myDataExportUrl, myDataFileName } from '../api/my-data-export';
import { profileNamespace } from '../i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The user's own data: a copy of all of it to download, and deleting the account, password confirmed. */
export function YourDataCard({ username }: { username: string }) {
  const { t } = useTranslation(profileNamespace);
  const [deleting, setDeleting] = useState(false);

  return (
    <section className="profile-card" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="profile-card__title">
        {t('yourData.title')}
      </h2>
      <p className="profile-note">{t('yourData.exportWhat')}</p>
      <div>
        <a className="button button--outline" href={myDataExportUrl} download={myDataFileName}>
          {t('yourData.download')}
        </a>
      </div>
      <div className="your-data__delete">
        <p className="profile-note">{t('yourData.deleteWhat')}</p>
        <div>
          <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
            {t('yourData.delete')}
          </button>
        </div>
      </div>
      {deleting ? <DeleteAccountDialog username={username} onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}
