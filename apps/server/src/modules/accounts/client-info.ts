import Bowser from 'bowser';
import type { TClientInfo } from '@copyvest/shared';

/** Appwrite's short codes for the commonest systems and browsers ('' for the rest). */
const OS_CODES: Record<string, string> = {
  Windows: 'WIN',
  macOS: 'MAC',
  iOS: 'IOS',
  Android: 'AND',
  Linux: 'LIN',
  'Chrome OS': 'COS',
};
const CLIENT_CODES: Record<string, string> = {
  Chrome: 'CH',
  Firefox: 'FF',
  Safari: 'SF',
  'Microsoft Edge': 'PS',
  Opera: 'OP',
  'Samsung Internet for Android': 'SB',
};

/** Where a request came from, as Appwrite's session and log models describe it. */
export function clientInfo(
  userAgent: string | null | undefined,
  ip: string | null | undefined,
): TClientInfo {
  const result = Bowser.getParser(userAgent || 'unknown').getResult();
  const osName = result.os.name ?? '';
  const clientName = result.browser.name ?? '';
  return {
    ip: ip ?? '',
    osCode: OS_CODES[osName] ?? '',
    osName,
    osVersion: result.os.versionName ?? result.os.version ?? '',
    clientType: clientName ? 'browser' : '',
    clientCode: CLIENT_CODES[clientName] ?? '',
    clientName,
    clientVersion: result.browser.version ?? '',
    clientEngine: result.engine.name ?? '',
    clientEngineVersion: result.engine.version ?? '',
    deviceName: result.platform.type ?? '',
    deviceBrand: result.platform.vendor ?? '',
    deviceModel: result.platform.model ?? '',
    // No geolocation database ships with the server: Appwrite's "unknown" values.
    countryCode: '--',
    countryName: 'Unknown',
  };
}
