import type { ComponentProps } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading whose level depends on where the component sits in the page's outline. */
export function Heading({ level, ...props }: { level: HeadingLevel } & ComponentProps<'h2'>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
