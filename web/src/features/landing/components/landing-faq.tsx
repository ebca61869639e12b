import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { organizerEmail } from '../../../lib/contact';
import type { LandingTranslation } from '../locales/en';

type Question = keyof LandingTranslation['faq']['items'];

const questions: readonly Question[] = ['source', 'plans', 'emails', 'trial', 'cancel', 'coverage', 'planning', 'organizers'];

type Level = keyof LandingTranslation['faq']['items']['planning']['levels'];

const levels: readonly Level[] = ['U14', 'U16', 'U19', 'College', 'allAges'];

/** Issue 24: distance, class fit with the grade-to-level table it uses, and colleges attending. */
function PlanningAnswer() {
  const { t } = useTranslation('landing');
  return (
    <>
      <p>{t('faq.items.planning.answer')}</p>
      <ul className="faq__levels">
        {levels.map((level) => (
          <li key={level}>{t(`faq.items.planning.levels.${level}`)}</li>
        ))}
      </ul>
      <p>{t('faq.items.planning.colleges')}</p>
    </>
  );
}

export function LandingFaq() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-section" aria-labelledby="faq-title">
      <div className="container faq__inner">
        <h2 id="faq-title" className="landing-section__title">
          {t('faq.title')}
        </h2>
        {/* The spec's FAQ: one answer open at a time, and the open one can be closed again. */}
        <Accordion className="faq__list">
          {questions.map((question) => (
            <AccordionItem key={question} value={question}>
              <AccordionTrigger>{t(`faq.items.${question}.question`)}</AccordionTrigger>
              <AccordionContent>
                {question === 'planning' ? (
                  <PlanningAnswer />
                ) : (
                  <p>{t(`faq.items.${question}.answer`, { email: organizerEmail })}</p>
                )}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
