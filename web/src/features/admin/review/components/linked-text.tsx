import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// A translated sentence marks its one link as `<listing>its text</listing>`, or `<listing/>` where the caller gives the
// text (a name: never parsed, since it may come from any source). react-i18next's <Trans> does the same but would
// bring its own chunk (about 5 kB gzipped) to the Review tab.
const tagged = /^([\s\S]*?)<listing(?:\/>|>([\s\S]*?)<\/listing>)([\s\S]*)$/;

/** `text` with its tagged part as a link to `to`; a text without the tag is shown as it is. */
export function LinkedText({ text, to, children }: { text: string; to: string; children?: ReactNode }) {
  const match = tagged.exec(text);
  if (!match) return <>{text}</>;
  const [, before, inner, after] = match;
  return (
    <>
      {before}
      <Link to={to}>{children ?? inner}</Link>
      {after}
    </>
  );
}
