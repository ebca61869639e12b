import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const questions = ['First question', 'Second question', 'Third question'];

function renderAccordion() {
  render(
    <Accordion>
      {questions.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>Answer to the {question.toLowerCase()}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('wires each question to its answer: a button in a heading that controls a region it labels', () => {
    renderAccordion();
    const button = trigger('Second question');
    expect(screen.getByRole('heading', { level: 3, name: 'Second question' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);

    const region = screen.getByRole('region', { name: 'Second question' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Answer to the second question');
  });

  it('moves focus between the questions with the arrow keys, Home and End, wrapping at either end', () => {
    renderAccordion();
    trigger('First question').focus();

    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key });
      return document.activeElement?.textContent;
    };

    expect(press('ArrowDown')).toBe('Second question');
    expect(press('End')).toBe('Third question');
    expect(press('ArrowDown')).toBe('First question');
    expect(press('ArrowUp')).toBe('Third question');
    expect(press('Home')).toBe('First question');
    // Other keys are the button's own: nothing moves.
    expect(press('a')).toBe('First question');
  });
});
