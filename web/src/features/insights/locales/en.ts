// English is the reference wording for the insights page; Spanish has exactly these keys.
export const en = {
  title: 'Statistics and insights',
  intro: 'Upcoming events across the USA for the next 12 months.',
  loading: 'Loading insights',
  errorTitle: 'Error loading insights',
  unknownError: 'Unknown error occurred',
  upgrade: {
    title: 'Upgrade to Pro',
    text: 'Statistics and insights are included in Pro: events by state, month, type, age level and cost, and your upcoming registration deadlines.',
    action: 'Upgrade to Pro',
  },
  summary: {
    title: 'Summary',
    total: 'Upcoming events',
    states: 'States with events',
    deadlines: 'Your upcoming deadlines',
  },
  chart: {
    count: 'Events',
    summary: '{{title}}: bar chart, most events in {{label}} ({{count}})',
    empty: 'No upcoming events',
  },
  byState: {
    title: 'Events by state',
    column: 'State',
    rest: 'Other states',
  },
  byMonth: {
    title: 'Events by month',
    column: 'Month',
  },
  byType: {
    title: 'Events by type',
    column: 'Event type',
  },
  byAgeLevel: {
    title: 'Events by age level',
    column: 'Age level',
  },
  costs: {
    title: 'Cost distribution',
    column: 'Cost',
    buckets: {
      free: 'Free',
      contact: 'Contact organizer',
      under100: 'Under $100',
      '100to249': '$100–$249',
      '250to499': '$250–$499',
      '500plus': '$500+',
    },
  },
  deadlines: {
    title: 'Your upcoming deadlines',
    empty: 'None of your saved events has a registration deadline ahead.',
    closes: 'Registration closes {{date}}',
    today: 'Closes today',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
  },
};

export type InsightsTranslation = typeof en;
