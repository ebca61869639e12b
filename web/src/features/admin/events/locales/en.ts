// English wording of the admin console's Events tab; Spanish has exactly these keys.
export const en = {
  title: 'Recent Events',
};

export type AdminEventsTranslation = typeof en;
