import type { BlogPost } from '../src/lib/blog-post';

let sequence = 0;

/** A published post as the server answers it; override what the test is about. */
export function aBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  sequence += 1;
  return {
    id: `post-${sequence}`,
    title: `How to stand out at a showcase ${sequence}`,
    slug: `how-to-stand-out-at-a-showcase-${sequence}`,
    excerpt: 'What college coaches watch for, and how to be seen.',
    content: '<p>Arrive early and warm up well.</p>',
    category: 'recruiting_tips',
    featuredImage: null,
    metaDescription: null,
    isPublished: true,
    authorName: 'coach_admin',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    publishedAt: '2025-11-03T12:00:00.000Z',
    createdAt: '2025-11-02T12:00:00.000Z',
    updatedAt: '2025-11-03T12:00:00.000Z',
    ...overrides,
  };
}
