// English is the reference wording for the landing page; Spanish must provide exactly these keys.
export const en = {
  documentTitle: 'Field Hockey Events: every recruiting event in one place',
  hero: {
    title: 'Every field hockey recruiting event in one place',
    subtitle:
      'Showcases, clinics, ID camps and tournaments across the USA, collected automatically and updated daily, so you can plan the recruiting season in minutes.',
    cta: 'Get started',
    trustBadge: 'Trusted by 500+ field hockey parents',
  },
  stats: {
    title: 'The recruiting calendar at a glance',
    events: 'Events listed',
    states: 'States covered',
    statesValue: '50',
    organizers: 'Organizers tracked',
    organizersValue: '25+',
  },
  features: {
    title: 'Why parents use Field Hockey Events',
    saveTime: {
      title: 'Save 10+ hours per month',
      text: 'Stop checking dozens of organizer websites. Our AI collects every showcase, clinic, ID camp and tournament into one list that is updated daily.',
    },
    deadlines: {
      title: 'Never miss deadlines',
      text: 'Pro members get an e-mail before registration closes, a reminder before each saved event and an alert when one changes, so a great opportunity never slips by.',
    },
    filters: {
      title: 'Filter by your needs',
      text: 'Narrow the list by state, date, event type and age level, or on Pro by cost, organizer and indoor/outdoor, and find the events that fit your athlete.',
    },
  },
  pricing: {
    title: 'Simple, transparent pricing',
    subtitle: 'Billed monthly. No free trial. Cancel anytime.',
    perMonth: '/month',
    basic: {
      name: 'Basic',
      price: '$18',
      description: 'Everything you need to see the season ahead.',
      cta: 'Choose Basic',
      highlights: [
        'Full event database',
        'Basic filters (state, date, type)',
        'Events in the next 3 months',
        'Save events and see date conflicts',
        'Weekly digest by e-mail',
        'Database updated weekly (new events every Monday)',
      ],
    },
    pro: {
      name: 'Pro',
      price: '$28',
      badge: 'Most popular',
      description: 'For families who plan the whole recruiting year.',
      cta: 'Choose Pro',
      highlights: [
        'Everything in Basic',
        'Events for the entire year and 2 years of past events',
        'Advanced filters',
        'Deadline and event date reminders, and change alerts',
        'Private notes on saved events',
        'Calendar export and a live Google/Apple calendar feed',
        'Statistics and insights',
        'Database updated daily',
      ],
    },
    table: {
      caption: 'Compare plans',
      feature: 'Feature',
      included: 'Included',
      notIncluded: 'Not included',
      rows: {
        database: 'Full event database',
        basicFilters: 'Basic filters (state, date, type)',
        advancedFilters: 'Advanced filters (cost, indoor/outdoor)',
        alerts: 'E-mail alerts and reminders',
        deadlineAlerts: 'Registration deadline alerts',
        eventReminders: 'Event date reminders',
        favorites: 'Save favorite events',
        conflicts: 'Date conflicts between saved events',
        changeAlerts: 'Change alerts (dates, location, cost, registration)',
        calendarExport: 'Export to Google/Apple calendar',
        calendarFeed: 'Live calendar feed (Google/Apple)',
        pastEvents: 'Access to past events (2 years)',
        insights: 'Statistics and insights dashboard',
        weeklyDigest: 'Weekly digest',
        privateNotes: 'Private notes',
        viewPeriod: 'View period',
        updates: 'Database updates',
        billing: 'Billing',
      },
      values: {
        next3Months: 'Next 3 months',
        entireYear: 'Entire year',
        weekly: 'Weekly (new events every Monday)',
        daily: 'Daily',
        monthly: 'Monthly',
      },
    },
  },
  organizers: {
    title: 'For Organizers',
    text: 'Running a showcase, clinic, ID camp or tournament? Send us the details and we will add it to the list that families across the country check every week. Listing is free.',
    submitOnline: 'Submit your event online',
    submit: 'Submit an event',
    submitSubject: 'New event submission',
    contact: 'Contact us',
    contactSubject: 'Question from an organizer',
    emailNote: 'Or write to {{email}}',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      source: {
        question: 'Where do the events come from?',
        answer:
          'Our AI collects events automatically from organizers’ websites across the USA and the list is updated daily. Organizers can also send us their events online or by e-mail, and an admin reviews each one before it is listed.',
      },
      plans: {
        question: 'What is the difference between Basic and Pro?',
        answer:
          'Basic ($18/month) gives you the full event database for the next 3 months with basic filters: save events, see when saved events overlap and get the weekly digest by e-mail. New events reach Basic once a week, every Monday. Pro ($28/month) adds the entire year and 2 years of past events, advanced filters, e-mail reminders before registration deadlines and event dates, alerts when a saved event changes, private notes, calendar export and a live calendar feed for Google or Apple Calendar, and statistics and insights, with the database updated daily.',
      },
      trial: {
        question: 'Is there a free trial?',
        answer:
          'No, there is no free trial. After you create an account you can open a sample event for free to see exactly what a listing looks like before you subscribe.',
      },
      emails: {
        question: 'Which e-mails will I get?',
        answer:
          'Pro: a reminder 7 days and 1 day before the registration deadline of each saved event, another 3 days before it starts, and an alert when its dates, location, cost or registration change or it is cancelled. Basic and Pro: the weekly digest on Monday mornings, with new events matching the states, event types and age levels you choose. You switch each one on or off in your profile, and every e-mail has a one-click unsubscribe link.',
      },
      cancel: {
        question: 'Can I cancel anytime?',
        answer:
          'Yes. Subscriptions renew monthly and you can cancel whenever you like; you keep access until the end of the period you have paid for. Payments are not refunded except in the cases listed in our Refund Policy.',
      },
      coverage: {
        question: 'Which events are included?',
        answer:
          'Showcases, clinics, ID camps, tournaments and recruiting events in all 50 states, for age levels from U14 to college.',
      },
      planning: {
        question: 'How do distance, class fit and colleges attending work?',
        answer:
          'Add your home ZIP code and your athletes’ graduation classes under “My athlete” in your profile. Every event you can open then shows how far it is from home in straight-line miles (“~312 mi from home”), measured from the venue’s ZIP code or else its city and state; when we do not know where an event is, we show no distance rather than a guess. A “Class of 2029” badge marks the events that fit one of your athletes: the classes the organizer names, when it names any; otherwise the event’s age level for the grade your athlete is in on the event’s date, the school year running from July to June:',
        levels: {
          U14: 'U14: grade 8 and below',
          U16: 'U16: grades 7 to 10',
          U19: 'U19: grades 9 to 12',
          College: 'College: none of a high-school athlete’s grades',
          allAges: 'All Ages: every grade',
        },
        colleges:
          'Colleges attending are the colleges the organizer says will be there: a card shows how many, the event’s page lists them. Pro members can filter by distance, class and college, and follow up to 20 colleges to hear when one is added to an upcoming event.',
      },
      organizers: {
        question: 'I organize events. How do I get them listed?',
        answer: 'Submit it online from the For Organizers section, with a link to your event page, your flyer or a short form, or e-mail the details to {{email}}. An admin reviews every event before it is listed. Listing is free.',
      },
    },
  },
  finalCta: {
    title: 'Ready to plan your recruiting season?',
    text: 'Join 500+ parents who find every showcase, clinic and ID camp in one place.',
    cta: 'Create your account',
  },
};

export type LandingTranslation = typeof en;
