import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { organizerEmail } from '../../../lib/contact';
import type { LandingTranslation } from '../locales/en';

type Question = keyof LandingTranslation['faq']['items'];

const questions: readonly Question[] = ['source', 'plans', 'emails', 'trial', 'cancel', 'coverage', 'organizers'];

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
                <p>{t(`faq.items.${question}.answer`, { email: organizerEmail })}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
