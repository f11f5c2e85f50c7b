import { z } from 'zod';
import { errors } from './messages/errors.ts';
import { copyTrading } from './messages/copy-trading.ts';
import { data } from './messages/data.ts';
import { files } from './messages/files.ts';
import { invest } from './messages/invest.ts';
import { kyc } from './messages/kyc.ts';
import { savedAddresses } from './messages/saved-addresses.ts';
import { tickets } from './messages/tickets.ts';
import { validation } from './messages/validation.ts';

/**
 * Every error the API answers, by type: its HTTP status and default message. The types are
 * Appwrite's (the SDK's `AppwriteException.type`) where Appwrite has one, and the product's own
 * otherwise, in the same `<entity>_<error>` style. The server answers
 * `{ message, code: <status>, type, version }`.
 */
export const ERROR_TYPES = {
  // General (Appwrite)
  general_unknown: [500, errors.internal],
  general_server_error: [500, errors.internal],
  general_argument_invalid: [400, errors.argumentInvalid],
  general_bad_request: [400, errors.badRequest],
  general_query_invalid: [400, errors.queryInvalid],
  general_cursor_not_found: [400, errors.cursorNotFound],
  general_route_not_found: [404, errors.routeNotFound],
  general_not_found: [404, errors.notFound],
  general_unauthorized_scope: [401, errors.unauthorized],
  general_rate_limit_exceeded: [429, errors.tooManyRequests],
  general_unknown_origin: [403, errors.invalidOrigin],
  general_service_unavailable: [503, errors.serviceUnavailable],
  general_payload_too_large: [413, errors.payloadTooLarge],
  general_unsupported_media_type: [415, errors.unsupportedMediaType],
  project_not_found: [404, errors.projectNotFound],
  // Users and sessions (Appwrite)
  user_invalid_credentials: [401, errors.invalidCredentials],
  user_already_exists: [409, errors.emailTaken],
  user_email_already_exists: [409, errors.emailTaken],
  user_phone_already_exists: [409, errors.phoneTaken],
  user_blocked: [403, errors.userBlocked],
  user_more_factors_required: [401, errors.moreFactorsRequired],
  user_unauthorized: [401, errors.forbidden],
  admin_two_factor_required: [403, errors.adminTwoFactorRequired],
  user_password_mismatch: [400, errors.passwordMismatch],
  user_not_found: [404, errors.userNotFound],
  user_session_not_found: [404, errors.sessionNotFound],
  user_jwt_invalid: [401, errors.jwtInvalid],
  user_identity_not_found: [404, errors.identityNotFound],
  user_target_not_found: [404, errors.targetNotFound],
  user_target_already_exists: [409, errors.targetExists],
  user_login_throttled: [429, errors.tooManyLogins],
  user_invalid_token: [401, errors.invalidToken],
  user_challenge_required: [401, errors.challengeRequired],
  user_session_already_exists: [401, errors.sessionAlreadyExists],
  user_recovery_codes_already_exists: [409, errors.recoveryCodesExist],
  user_recovery_codes_not_found: [404, errors.recoveryCodesNotFound],
  user_authenticator_not_found: [404, errors.authenticatorNotFound],
  user_authenticator_already_verified: [409, errors.authenticatorVerified],
  user_email_not_found: [400, errors.emailNotFound],
  user_email_not_verified: [400, errors.emailNotVerified],
  user_factor_already_proved: [400, errors.factorAlreadyProved],
  user_phone_not_found: [400, errors.phoneNotFound],
  user_phone_not_verified: [400, errors.phoneNotVerified],
  user_oauth2_bad_request: [400, errors.oauthBadRequest],
  user_oauth2_unauthorized: [401, errors.oauthUnauthorized],
  user_oauth2_provider_error: [424, errors.oauthProviderError],
  project_provider_disabled: [412, errors.providerDisabled],
  project_provider_unsupported: [400, errors.providerUnsupported],
  // Storage (Appwrite)
  storage_bucket_not_found: [404, files.bucketNotFound],
  storage_file_not_found: [404, files.fileNotFound],
  storage_file_already_exists: [409, files.fileIdTaken],
  storage_file_empty: [400, files.emptyFile],
  storage_file_type_unsupported: [415, files.fileType],
  storage_invalid_file_size: [413, errors.payloadTooLarge],
  storage_invalid_content_range: [400, files.contentRangeInvalid],
  storage_invalid_appwrite_id: [400, files.fileIdInvalid],
  storage_upload_incomplete: [409, files.uploadIncomplete],
  storage_chunk_conflict: [409, files.uploadTotalMismatch],
  storage_preview_unavailable: [422, files.cannotPreview],
  storage_image_resolution_exceeded: [400, files.imageResolutionExceeded],
  token_not_found: [404, files.tokenNotFound],
  token_expired: [401, files.tokenExpired],
  // Databases: documents (collections) and rows (tables) (Appwrite)
  database_not_found: [404, data.databaseMissing],
  collection_not_found: [404, data.collectionMissing],
  table_not_found: [404, data.tableMissing],
  document_not_found: [404, data.documentMissing],
  row_not_found: [404, data.rowMissing],
  document_already_exists: [409, data.documentTaken],
  row_already_exists: [409, data.rowTaken],
  document_invalid_structure: [400, data.structureInvalid],
  row_invalid_structure: [400, data.structureInvalid],
  document_missing_data: [400, data.dataMissing],
  row_missing_data: [400, data.dataMissing],
  document_missing_payload: [400, data.payloadMissing],
  row_missing_payload: [400, data.payloadMissing],
  attribute_not_found: [404, data.attributeMissing],
  column_not_found: [404, data.columnMissing],
  attribute_type_invalid: [400, data.numberRequired],
  column_type_invalid: [400, data.numberRequired],
  attribute_limit_exceeded: [400, data.limitReached],
  column_limit_exceeded: [400, data.limitReached],
  // The product's own
  user_inactive: [403, errors.accountNotActive],
  user_guest: [403, errors.guestAccount],
  user_self_action: [400, errors.selfAction],
  user_self_decision: [403, errors.selfDecision],
  user_referrer_not_found: [400, validation.referrerUnknown],
  user_referrer_self: [400, validation.referrerSelf],
  profile_unchanged: [400, validation.noChanges],
  user_registration_completed: [409, validation.registrationCompleted],
  balance_insufficient: [400, validation.insufficientBalance],
  // Identity verification (decision 054): the web links `kyc_required` to the KYC page.
  kyc_required: [403, kyc.required],
  kyc_already_pending: [409, kyc.alreadyPending],
  kyc_already_approved: [409, kyc.alreadyApproved],
  kyc_not_found: [404, kyc.notFound],
  kyc_not_pending: [409, kyc.notPending],
  kyc_file_invalid: [400, kyc.fileInvalid],
  adjustment_below_zero: [400, validation.insufficientBalance],
  profit_nothing_to_claim: [400, validation.noProfitToClaim],
  trade_amount_invalid: [400, validation.amountInvalid],
  trade_plan_change_unconfirmed: [400, invest.lowerRoiUnconfirmed],
  plan_not_found: [404, errors.planNotFound],
  plan_already_exists: [409, errors.planTitleTaken],
  payment_method_not_found: [404, errors.paymentMethodNotFound],
  payment_method_already_exists: [409, errors.paymentMethodExists],
  saved_address_not_found: [404, savedAddresses.notFound],
  saved_address_already_exists: [409, savedAddresses.alreadySaved],
  saved_address_limit_reached: [400, savedAddresses.limitReached],
  transaction_not_found: [404, errors.transactionNotFound],
  transaction_already_decided: [409, errors.alreadyDecided],
  notification_not_found: [404, errors.notificationNotFound],
  withdrawal_not_pending: [409, errors.withdrawalNotPending],
  idempotency_key_invalid: [400, errors.idempotencyKeyInvalid],
  idempotency_key_mismatch: [422, errors.idempotencyMismatch],
  idempotency_key_in_flight: [409, errors.idempotencyInFlight],
  mail_not_found: [404, errors.mailNotFound],
  resource_conflict: [409, errors.conflict],
  deposit_quote_not_found: [404, errors.quoteNotFound],
  deposit_quote_expired: [409, errors.quoteExpired],
  deposit_quote_mismatch: [400, errors.quoteMismatch],
  deposit_quote_used: [409, errors.quoteUsed],
  storage_image_unreadable: [400, files.imageUnreadable],
  storage_file_name_invalid: [400, files.fileNameInvalid],
  storage_quota_exceeded: [403, files.quotaExceededDefault],
  // Support tickets (decision 052)
  ticket_not_found: [404, tickets.notFound],
  ticket_closed: [409, tickets.isClosed],
  ticket_already_open: [409, tickets.alreadyOpen],
  ticket_attachment_invalid: [400, tickets.attachmentInvalid],
  ticket_assignee_invalid: [400, tickets.assigneeInvalid],
  canned_reply_not_found: [404, tickets.cannedNotFound],
  // Copy trading (decision 043)
  trader_not_found: [404, copyTrading.traderNotFound],
  trader_already_exists: [409, copyTrading.traderAlreadyExists],
  trader_role_required: [403, copyTrading.traderRoleRequired],
  trader_positions_open: [409, copyTrading.traderPositionsOpen],
  position_not_found: [404, copyTrading.positionNotFound],
  position_closed: [409, copyTrading.positionClosed],
  instrument_not_found: [404, copyTrading.instrumentNotFound],
  instrument_inactive: [400, copyTrading.instrumentInactive],
  instrument_already_exists: [409, copyTrading.instrumentAlreadyExists],
  copy_not_found: [404, copyTrading.copyNotFound],
  copy_self: [400, copyTrading.copySelf],
  copy_already_running: [409, copyTrading.copyAlreadyRunning],
  copy_not_running: [409, copyTrading.copyNotRunning],
  copy_allocation_invalid: [400, copyTrading.allocationOutOfBounds('the minimum', 'the maximum')],
} as const satisfies Record<string, readonly [number, string]>;

export type TErrorType = keyof typeof ERROR_TYPES;

/** The API's version, sent in every error body (Appwrite's `version`). */
export const API_VERSION = '1.0.0';

export const ZErrorResponse = z.object({
  message: z.string(),
  /** The HTTP status. */
  code: z.number().int(),
  type: z.string(),
  version: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export function errorStatus(type: TErrorType): number {
  return ERROR_TYPES[type][0];
}

export function errorMessage(type: TErrorType): string {
  return ERROR_TYPES[type][1];
}
