import {
  REALTIME_CLOSE_POLICY,
  REALTIME_HEARTBEAT_MS,
  realtimeReconnectDelayMs,
} from '@copyvest/shared';
import { PROJECT_ID } from '@/lib/project';

export interface RealtimeEvent {
  collection: 'users' | 'transactions' | 'paymentmethods';
  event: 'create' | 'update' | 'delete';
  id: string;
  userId: string | null;
}

export type RealtimeStatus = 'connecting' | 'open' | 'down' | 'closed';

export interface RealtimeClientOptions {
  url: string;
  channels: string[];
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Called when a connection opens again after a drop: refetch what is shown. */
  onReconnect?: () => void;
  createSocket?: (url: string) => WebSocket;
  log?: (message: string) => void;
}

/**
 * The live connection: pings every 20 s, reconnects after 1 s for under 5 attempts, 5 s under 15,
 * 10 s under 100, then 60 s; logs each disconnection with the delay; never reconnects after the
 * server closes with 1008 or when there are no channels.
 */
export class RealtimeClient {
  private socket: WebSocket | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private everOpened = false;
  private stopped = false;

  constructor(private readonly options: RealtimeClientOptions) {}

  connect(): void {
    if (this.options.channels.length === 0) {
      this.setStatus('closed');
      return;
    }
    this.stopped = false;
    this.open();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.socket?.close(1000, 'Client closed');
    this.socket = undefined;
    this.setStatus('closed');
  }

  private open(): void {
    const query = new URLSearchParams({ project: PROJECT_ID });
    for (const channel of this.options.channels) query.append('channels[]', channel);
    const url = `${this.options.url}?${query.toString()}`;
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempts = 0;
      this.setStatus('open');
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.send({ type: 'ping' }), REALTIME_HEARTBEAT_MS);
      if (reconnected) this.options.onReconnect?.();
    };
    socket.onmessage = (message: MessageEvent) => {
      const parsed = parse(message.data);
      if (parsed?.type === 'event' && parsed.data?.payload)
        this.options.onEvent(parsed.data.payload as RealtimeEvent);
    };
    socket.onclose = (event: CloseEvent) => {
      clearInterval(this.heartbeat);
      if (this.socket !== socket || this.stopped) return;
      if (event.code === REALTIME_CLOSE_POLICY) {
        this.setStatus('closed');
        return;
      }
      const delay = realtimeReconnectDelayMs(this.attempts);
      this.attempts += 1;
      (this.options.log ?? console.error)(
        `Realtime got disconnected. Reconnect will be attempted in ${delay / 1000} seconds. ${event.reason}`.trim(),
      );
      this.setStatus('down');
      this.retry = setTimeout(() => this.open(), delay);
    };
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus): void {
    this.options.onStatus?.(status);
  }
}

function parse(data: unknown): { type?: string; data?: { payload?: unknown } } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as { type?: string; data?: { payload?: unknown } };
  } catch {
    return undefined;
  }
}
