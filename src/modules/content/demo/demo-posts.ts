import type { CreatePostInput } from '../posts/post-inputs.js';

/** The demo blog: three published articles, one per kind of advice, and a draft still being written. */
export const DEMO_POSTS: { key: string; input: CreatePostInput }[] = [
  {
    key: 'showcase-prep',
    input: {
      title: 'How to Stand Out at Your First Field Hockey Showcase',
      slug: 'how-to-stand-out-at-your-first-showcase',
      excerpt: 'College coaches watch far more than goals. Here is what they notice in the first ten minutes, and how to prepare for it.',
      category: 'recruiting_tips',
      featuredImage: null,
      metaDescription: 'What college coaches look for at a field hockey showcase, and a simple plan for the weeks before, the day itself and the follow-up emails.',
      authorName: null,
      isPublished: true,
      content: [
        '<p>A showcase packs dozens of college coaches and hundreds of players onto a few turf fields. Coaches rarely watch a whole game: they walk the sidelines with a list of names and numbers. Your job is to make the minutes they spend on your field count.</p>',
        '<h2>Weeks before</h2>',
        '<ul><li>Email the coaches of the programs you like, with your jersey number, position and schedule.</li><li>Keep it short: three sentences and a link to your highlight video.</li><li>Check the showcase’s attending-coaches list and update your targets.</li></ul>',
        '<h2>On the day</h2>',
        '<p>Coaches notice <strong>first steps</strong>, communication and what you do after a turnover. Call for the ball, recover hard, and be the player who talks the most on defense.</p>',
        '<blockquote><p>“I can teach a drag flick. I can’t teach a kid to sprint back after losing the ball.” — a Division I assistant coach</p></blockquote>',
        '<h2>After</h2>',
        '<p>Send a thank-you email within 48 hours to every coach you met, naming one moment from your games. Then log the event in your recruiting spreadsheet.</p>',
      ].join(''),
    },
  },
  {
    key: 'id-camp-review',
    input: {
      title: 'Review: What a Two-Day College ID Camp Is Really Like',
      slug: 'review-two-day-college-id-camp',
      excerpt: 'Drills, small-sided games and a Q&A with the coaching staff: a family’s honest account of a summer ID camp and what it cost.',
      category: 'showcase_reviews',
      featuredImage: null,
      metaDescription: 'An honest review of a two-day college field hockey ID camp: the schedule, the coaching, the costs and whether it was worth it for a rising junior.',
      authorName: null,
      isPublished: true,
      content: [
        '<p>Our daughter, a rising junior midfielder, spent two days at a Division III ID camp last July. Here is how it went.</p>',
        '<h2>The schedule</h2>',
        '<table><thead><tr><th scope="col">Time</th><th scope="col">Session</th></tr></thead><tbody><tr><td>8:30</td><td>Check-in and warm-up</td></tr><tr><td>9:00</td><td>Skills stations</td></tr><tr><td>13:00</td><td>7 v 7 games</td></tr><tr><td>16:00</td><td>Q&amp;A with the staff</td></tr></tbody></table>',
        '<h2>Was it worth it?</h2>',
        '<p>At <strong>$325</strong> plus a night in a hotel, it was not cheap. But the head coach knew her name by the second morning and asked for her fall schedule. For a school already on her list, yes.</p>',
      ].join(''),
    },
  },
  {
    key: 'academic-timeline',
    input: {
      title: 'The College Prep Timeline for Field Hockey Families',
      slug: 'college-prep-timeline-for-field-hockey-families',
      excerpt: 'From freshman year to signing day: the academic and athletic milestones that keep every door open.',
      category: 'college_prep',
      featuredImage: null,
      metaDescription: 'A year-by-year college prep timeline for field hockey players: grades, test dates, NCAA eligibility, highlight videos and official visits.',
      authorName: null,
      isPublished: true,
      content: [
        '<p>Recruiting moves on the coaches’ calendar, but admissions moves on the school’s. Keep both in view.</p>',
        '<h3>Freshman and sophomore years</h3>',
        '<ol><li>Take the core courses the NCAA Eligibility Center counts.</li><li>Play as many competitive games as you can: club, indoor, summer leagues.</li></ol>',
        '<h3>Junior year</h3>',
        '<ol start="3"><li>Register with the <a href="https://web3.ncaa.org/ecwr3/">NCAA Eligibility Center</a>.</li><li>Plan test dates and unofficial visits.</li></ol>',
        '<h3>Senior year</h3>',
        '<p>Official visits, applications and, for many, the <em>National Letter of Intent</em>.</p>',
      ].join(''),
    },
  },
  {
    key: 'success-story-draft',
    input: {
      title: 'From Walk-On to Captain: Maya’s Story',
      slug: 'from-walk-on-to-captain',
      excerpt: 'She was not recruited. Four years later she captained her college team. A draft interview, still being edited.',
      category: 'success_stories',
      featuredImage: null,
      metaDescription: null,
      authorName: null,
      isPublished: false,
      content: '<p>Maya emailed twenty coaches during her senior year and heard back from two. This is the story of what happened next.</p><p><em>Interview notes to come.</em></p>',
    },
  },
];
