// English is the reference wording for the admin console (spec sections 2 and 8); Spanish has exactly these keys.
export const en = {
  tabs: {
    label: 'Admin sections',
    overview: 'Overview',
    events: 'Events',
    users: 'Users',
  },
};

export type AdminTranslation = typeof en;
