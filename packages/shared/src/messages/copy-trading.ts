/** Copy trading (decision 043): what the API answers and the pages say. */
export const copyTrading = {
  // Refusals (error types in `error-types.ts`).
  traderNotFound: 'Trader not found',
  traderAlreadyExists: 'This user is already a lead trader',
  traderRoleRequired: 'Only a lead trader can do this',
  traderPositionsOpen: "Close the trader's open positions before withdrawing the role",
  positionNotFound: 'Position not found',
  positionClosed: 'This position is already closed',
  instrumentNotFound: 'Instrument not found',
  instrumentInactive: 'This instrument is not available for trading',
  instrumentAlreadyExists: 'An instrument with this symbol already exists',
  copyNotFound: 'Copy not found',
  copySelf: 'You cannot copy yourself',
  copyAlreadyRunning: 'You are already copying this trader',
  copyNotRunning: 'This copy has stopped',
  /** `min` and `max` as formatted money. */
  allocationOutOfBounds: (min: string, max: string) =>
    `Allocate between ${min} and ${max} to copy this trader`,
  // Validation.
  priceInvalid: 'Enter a price greater than 0 with at most 8 decimals',
  sizeInvalid: 'Enter a size between 0.01% and 100% of the strategy',
  closePercentInvalid: 'Enter a part between 1% and 100% of what is open',
  riskInvalid: 'Choose a risk level from 1 to 5',
  shareInvalid: 'The profit share is between 0% and 30%',
  boundsInvalid: 'The maximum allocation must be at least the minimum',
  displayNameRequired: 'Please enter a display name',
  symbolRequired: 'Please enter a symbol',
} as const;
