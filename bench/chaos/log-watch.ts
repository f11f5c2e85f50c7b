import { tapServerOutput } from '../server-process.ts';

/**
 * The log redaction (`log-redaction.test.ts`) from outside: reads every line the server processes
 * write and counts the log lines (pino's JSON lines; the one-time operator notice of a first admin
 * is not a log line) that hold personal data the harness sent: any e-mail address, the phone
 * number, a wallet address.
 */
const PERSONAL_DATA: RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
  /415[\s().-]*555[\s().-]*2671/,
  /bc1-(?:round|adj|key|leak)-|chaos-op-|0xC0FFEE/i,
];

export interface LogWatch {
  lines(): number;
  leaks(): number;
  samples(): string[];
  stop(): void;
}

export function watchServerLogs(): LogWatch {
  let pending = '';
  let lines = 0;
  let leaks = 0;
  const samples: string[] = [];
  const untap = tapServerOutput((text) => {
    pending += text;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.startsWith('{')) continue;
      lines += 1;
      if (PERSONAL_DATA.some((pattern) => pattern.test(line))) {
        leaks += 1;
        if (samples.length < 5) samples.push(line.slice(0, 300));
      }
    }
  });
  return { lines: () => lines, leaks: () => leaks, samples: () => samples, stop: untap };
}
