export const countries = {
  choose: 'Select your country',
  modalTitle: 'Select your country',
  searchLabel: 'Search countries',
  results: 'Matching countries',
  noMatches: 'No country matches your search',
  loading: 'Loading countries...',
  loadFailed: 'We could not load the list of countries.',
  hint: 'Type to search, use the arrow keys to move and Enter to choose.',
} as const;
