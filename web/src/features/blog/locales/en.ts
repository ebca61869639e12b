// English is the reference wording for the public blog (spec sections 2 and 8); Spanish has exactly these keys.
export const en = {
  list: {
    title: 'Blog',
    documentTitle: 'Blog | {{brand}}',
    intro: 'Recruiting tips, showcase reviews, college prep and success stories for field hockey families.',
    filterLabel: 'Filter posts by category',
    all: 'All',
    loading: 'Loading posts',
    posts: 'Posts',
    errorTitle: 'Error loading posts',
    unknownError: 'Unknown error occurred',
    emptyTitle: 'No posts available',
    emptyText: 'Check back soon for new content',
  },
  card: {
    by: 'By {{author}}',
    readMore: 'Read more',
    readMoreNamed: 'Read more: {{title}}',
  },
  post: {
    back: 'Back to Blog',
    by: 'By {{author}}',
    documentTitle: '{{title}} | {{brand}}',
    loading: 'Loading post',
    notFoundTitle: 'Post not found',
    notFoundText: 'The post you are looking for does not exist or is no longer published.',
    errorTitle: 'Error loading post',
    unknownError: 'Unknown error occurred',
  },
  categories: {
    recruiting_tips: 'Recruiting Tips',
    showcase_reviews: 'Showcase Reviews',
    college_prep: 'College Prep',
    success_stories: 'Success Stories',
  },
};

export type BlogTranslation = typeof en;
