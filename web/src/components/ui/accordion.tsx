import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps } from 'react';
import './accordion.css';

/** Radix handles the keyboard and ARIA wiring (button in a heading, region labelled by it); this only styles it. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={joinClasses('accordion__item', className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="accordion__header">
      <AccordionPrimitive.Trigger className={joinClasses('accordion__trigger', className)} {...props}>
        {children}
        <span className="accordion__chevron" aria-hidden="true" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className={joinClasses('accordion__content', className)} {...props}>
      <div className="accordion__body">{children}</div>
    </AccordionPrimitive.Content>
  );
}

function joinClasses(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
