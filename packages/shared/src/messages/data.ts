const payloadInvalid = 'Payload is not valid.';

/** The data API (documents and rows over the product's collections) and realtime. */
export const data = {
  databaseMissing: 'Database not found',
  collectionMissing: 'Collection not found',
  tableMissing: 'Table not found',
  documentMissing: 'Document not found',
  rowMissing: 'Row not found',
  documentTaken: 'A document with the requested ID already exists',
  rowTaken: 'A row with the requested ID already exists',
  attributeMissing: 'Attribute not found',
  columnMissing: 'Column not found',
  structureInvalid: 'The data does not match the collection: check each attribute and its value.',
  numberRequired: 'This attribute is not a number',
  limitReached: 'The change would pass the given limit: nothing was changed',
  databaseNotFound: (id: string) => `Database with the requested ID '${id}' could not be found.`,
  collectionNotFound: (id: string) =>
    `Collection with the requested ID '${id}' could not be found.`,
  tableNotFound: (id: string) => `Table with the requested ID '${id}' could not be found.`,
  documentNotFound: (id: string) => `Document with the requested ID '${id}' could not be found.`,
  rowNotFound: (id: string) => `Row with the requested ID '${id}' could not be found.`,
  documentExists: (id: string) =>
    `Document with the requested ID '${id}' already exists. Try again with a different ID or use ID.unique() to generate a unique ID.`,
  rowExists: (id: string) =>
    `Row with the requested ID '${id}' already exists. Try again with a different ID or use ID.unique() to generate a unique ID.`,
  attributeNotFound: (key: string) =>
    `Attribute with the requested key '${key}' could not be found.`,
  columnNotFound: (key: string) => `Column with the requested key '${key}' could not be found.`,
  unknownAttribute: (key: string) => `Invalid document structure: Unknown attribute: "${key}"`,
  unknownColumn: (key: string) => `Invalid row structure: Unknown column: "${key}"`,
  invalidValue: (key: string, reason: string) => `Invalid value for "${key}": ${reason}`,
  dataMissing: 'The data is missing. Try again with data populated.',
  payloadMissing:
    'The data and permissions are missing. You must provide either data or permissions to be updated.',
  dataNotObject: 'The data must be a JSON object of attributes.',
  dollars: 'an amount in dollars with at most 2 decimals',
  positiveDollars: 'a positive amount in dollars with at most 2 decimals',
  notANumber: (key: string) => `"${key}" is not a number`,
  limitExceeded: (key: string, limit: string) =>
    `"${key}" would pass its limit of ${limit}: nothing was changed`,
  oneChangeAtATime:
    'Change one of these at a time: phone and country, avatar, isActive or isAdmin.',
  permissionsFixed:
    'Permissions are set by the server: a request may repeat the record’s own permissions, never change them.',
  avatarNotOwnFile: 'The avatar must be an image you uploaded to the images bucket.',
  transactionTypeInvalid: 'type must be "credit" (a deposit) or "withdraw" (a withdrawal)',
  // Realtime
  realtimeUnknownProject: 'Missing or unknown project ID',
  realtimeMessageInvalid: 'Message format is not valid.',
  realtimeTypeInvalid: 'Message type is not valid.',
  realtimePayloadInvalid: payloadInvalid,
  realtimeSessionInvalid: 'Session is not valid.',
  realtimeSessionEnded: 'Session ended',
  realtimeAccountDeactivated: 'Account deactivated',
  realtimeTooManyMessages: 'Too many messages.',
  realtimeItemsInvalid: `items: ${payloadInvalid}`,
  realtimeSubscribeNotObject: 'Each subscribe payload must be an object.',
  realtimeSubscriptionIdInvalid: 'subscriptionId is not a valid id.',
  realtimeChannelsInvalid: 'channels must be a list of strings.',
  realtimeQueriesInvalid: 'queries is not a valid array.',
  realtimeTooManySubscriptions: (max: number) => `At most ${max} subscriptions per connection.`,
  realtimeUnsubscribeInvalid: 'Each unsubscribe payload must include a non-empty subscriptionId.',
  realtimeSessionRequired: `${payloadInvalid} Session is required`,
  realtimeQueryUnsupported: (method: string) =>
    `Query method '${method}' is not supported in Realtime queries. Allowed: equal, notEqual, lessThan, lessThanEqual, greaterThan, greaterThanEqual, isNull, isNotNull, and, or, select`,
} as const;
