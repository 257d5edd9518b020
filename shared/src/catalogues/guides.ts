/** Verbatim strings of the guide pages (spec §2.1) and the server's messages. */
export const GuideMsg = {
  loading: 'Help Loading. Please wait ...',
  empty: 'No instruction found',
  headerRequired: 'Please enter Header',
  detailsRequired: 'Please enter Details',
  unknownRole: 'Unknown role',
  unknownLanguage: 'Unknown language',
  notFound: 'Guide item not found',
  saved: 'Data saved',
  deleted: 'Data deleted',
} as const;
