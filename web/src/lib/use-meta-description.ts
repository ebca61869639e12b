import { useEffect } from 'react';

/**
 * Puts a page's own description in the document's one `<meta name="description">` (index.html has the site's),
 * and puts the site's back when the page goes. A second tag would leave crawlers two descriptions to choose from.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const site = tag.content;
    tag.content = description;
    return () => {
      tag.content = site;
    };
  }, [description]);
}
