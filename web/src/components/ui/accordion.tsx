import { type Context, createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';
import './accordion.css';

// The WAI-ARIA accordion pattern: each question a button inside a heading, its answer a region labelled by it,
// one answer open at a time, and the open one closes when its question is pressed again. Written here rather
// than taken from Radix because Radix measures every panel while it renders (for height animations this design
// does not use), which forces layouts that cost the landing page's first load more than the whole component.

type AccordionState = { open: string | null; toggle(value: string): void };
type ItemState = { value: string; isOpen: boolean; triggerId: string; panelId: string };

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useRequired<T>(context: Context<T | null>, part: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${part} must be rendered inside an Accordion item`);
  return value;
}

/** Up, Down, Home and End move between the questions, as the pattern suggests. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const { target } = event;
  if (!keys.includes(event.key) || !(target instanceof HTMLButtonElement) || !target.matches('.accordion__trigger')) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.accordion__trigger')];
  const index = triggers.indexOf(target);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[event.key] ?? index;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div className={className} onKeyDown={moveFocus}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({ value, children }: { value: string; children: ReactNode }) {
  const { open } = useRequired(AccordionContext, 'AccordionItem');
  const id = useId();
  const isOpen = open === value;
  return (
    <ItemContext.Provider value={{ value, isOpen, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div className="accordion__item" data-state={isOpen ? 'open' : 'closed'}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({ children }: { children: ReactNode }) {
  const { toggle } = useRequired(AccordionContext, 'AccordionTrigger');
  const { value, isOpen, triggerId, panelId } = useRequired(ItemContext, 'AccordionTrigger');
  return (
    <h3 className="accordion__header">
      <button
        type="button"
        id={triggerId}
        className="accordion__trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={() => toggle(value)}
      >
        {children}
        <span className="accordion__chevron" aria-hidden="true" />
      </button>
    </h3>
  );
}

export function AccordionContent({ children }: { children: ReactNode }) {
  const { isOpen, triggerId, panelId } = useRequired(ItemContext, 'AccordionContent');
  return (
    <div id={panelId} role="region" aria-labelledby={triggerId} className="accordion__content" hidden={!isOpen}>
      <div className="accordion__body">{children}</div>
    </div>
  );
}
