import { useTranslation } from 'react-i18next';
import { supportEmail } from '../../../lib/contact';
import '../i18n';
import './legal.css';

export type LegalDocumentName = 'terms' | 'privacy' | 'refund';

type LegalDocumentProps = {
  name: LegalDocumentName;
  /** ISO date (YYYY-MM-DD) shown in each language's own long format. */
  lastUpdated: string;
};

export function LegalDocument({ name, lastUpdated }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const content = t(name, { returnObjects: true, supportEmail });
  const brand = i18n.t('brand');
  // UTC so the calendar date in the text is the one in the ISO string, whatever the reader's time zone.
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${lastUpdated}T00:00:00Z`),
  );
  return (
    <article className="legal container" aria-labelledby="legal-title">
      <title>{`${content.title} | ${brand}`}</title>
      <header className="legal__header">
        <h1 id="legal-title">{content.title}</h1>
        <p className="legal__updated">
          {t('lastUpdated')} <time dateTime={lastUpdated}>{date}</time>
        </p>
      </header>
      <p className="legal__intro">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
