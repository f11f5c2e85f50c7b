import { messages } from '@copyvest/shared';
import type { Models } from 'appwrite';
import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';

const s = messages.security;

/** What a session or log entry says about the client (Appwrite's parsed user agent fields). */
type ClientFields = Pick<Models.Session, 'clientName' | 'osName' | 'osVersion' | 'deviceName'>;

/** "Chrome on Linux", "Safari on iOS 17"; the unknown parts named as such. */
export function clientLabel(client: ClientFields): string {
  const browser = client.clientName || s.unknownBrowser;
  const system = [client.osName, client.osVersion].filter(Boolean).join(' ') || s.unknownDevice;
  return s.deviceOn(browser, system);
}

/** The icon for the kind of device (`deviceName`: desktop, mobile, tablet…). */
export function deviceIcon(client: Pick<ClientFields, 'deviceName'>): LucideIcon {
  const kind = client.deviceName.toLowerCase();
  if (kind === 'mobile' || kind === 'smartphone') return Smartphone;
  if (kind === 'tablet') return Tablet;
  return Monitor;
}

/** The security event's human label ("Signed in", "Password changed"…). */
export function eventLabel(event: string): string {
  return s.events[event] ?? s.otherEvent(event);
}
