import { useEffect } from 'react';

export type PageMetaInput = {
  title: string;
  description: string;
  /** og:type, `website` unless told. */
  type?: 'website' | 'article';
};

type MetaKey = { attribute: 'name' | 'property'; key: string };

const DESCRIPTION: MetaKey = { attribute: 'name', key: 'description' };

function tagsFor(meta: PageMetaInput): [MetaKey, string][] {
  return [
    [DESCRIPTION, meta.description],
    [{ attribute: 'property', key: 'og:title' }, meta.title],
    [{ attribute: 'property', key: 'og:description' }, meta.description],
    [{ attribute: 'property', key: 'og:type' }, meta.type ?? 'website'],
    [{ attribute: 'name', key: 'twitter:card' }, 'summary'],
    [{ attribute: 'name', key: 'twitter:title' }, meta.title],
    [{ attribute: 'name', key: 'twitter:description' }, meta.description],
  ];
}

/** Finds or creates `<meta name|property=key>` in the head, returns it and its previous content. */
function upsert({ attribute, key }: MetaKey, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = element === null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  const previous = element.getAttribute('content');
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

/**
 * Sets the document title, the meta description and the social preview tags (Open Graph and
 * Twitter card) while the page is mounted, and restores the previous values when it unmounts.
 */
export function usePageMeta({ title, description, type }: PageMetaInput): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restores = tagsFor({ title, description, type }).map(([key, content]) =>
      upsert(key, content),
    );
    return () => {
      document.title = previousTitle;
      for (const restore of restores.reverse()) restore();
    };
  }, [title, description, type]);
}
