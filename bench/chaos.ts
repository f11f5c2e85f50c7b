/**
 * The chaos harness, against a real server process:
 *   1. malformed requests to every operation of GET /v1/openapi.json: 5xx, hangs, state changes;
 *   2. conflicting money operations for a while: 5xx and ledger anomalies;
 *   3. kill -9 under keyed money load, restart, retry every unanswered request with its key:
 *      lost acknowledged operations, duplicates, stuck keys, failed restarts, anomalies;
 *   4. kill -9 in the middle of a lead trader's close with thousands of copies: the close settled
 *      every mirror or none, and once retried with its key, exactly once (chaos/copy-crashes.ts);
 *   plus account takeover paths (chaos/takeover.ts: planted phones, pre-registered addresses,
 *   referral farming, recovery blocked by strangers, e-mail-change enumeration),
 *   spoofed X-Forwarded-For and lockout by strangers (decision 013), sign-up enumeration
 *   (decision 022), storage by inactive accounts and pixel bombs (decision 018), sockets after
 *   logout (decision 020), personal data in any log line of the whole run (the server logging at
 *   debug level) and the dashboard under 200 connections (decision 015: answers slower than 10 s
 *   or never).
 * Prints one table and exits 1 when any figure that must be 0 is not (the counts of requests
 * excepted). Reads the books directly (see bench/README.md).
 *   npx tsx bench/chaos.ts [--requests 10000] [--seconds 30] [--cycles 20] [--copy-cycles 10]
 *                          [--copy-followers 2000]
 *                          [--connections 200] [--overload-seconds 20] [--smoke]
 */
import { ledgerAnomalies } from './ledger-anomalies.ts';
import { argNumber, check, runBench } from './support.ts';
import { createStore, startServerProcess } from './server-process.ts';
import { abuse } from './chaos/abuse.ts';
import { closeAgents } from './api-call.ts';
import { conflicts } from './chaos/conflicts.ts';
import { copyCrashCycles } from './chaos/copy-crashes.ts';
import { crashCycles } from './chaos/crashes.ts';
import { exposure } from './chaos/exposure.ts';
import { fuzz } from './chaos/fuzz.ts';
import { watchServerLogs } from './chaos/log-watch.ts';
import { probePersonalData } from './chaos/pii-probe.ts';
import { takeovers } from './chaos/takeover.ts';
import { loadDashboard } from './dashboard-load.ts';
import { buildWorld, refreshAdmin } from './chaos/world.ts';

const requests = argNumber('requests', 10_000, 150);
const seconds = argNumber('seconds', 30, 2);
const cycles = argNumber('cycles', 20, 1);
const copyCycles = argNumber('copy-cycles', 10, 1);
const copyFollowers = argNumber('copy-followers', 2_000, 200);
const connections = argNumber('connections', 200, 20);
const overloadSeconds = argNumber('overload-seconds', 20, 1);
const PER_IP = 20;
/** The server's default SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR (decision 022). */
const SIGN_UP_TAKEN_BUDGET = 5;

const column: Record<string, string | number> = {};
const samples: string[] = [];
/** Figures that must be 0 (or 'yes'), and what each proves. */
const MUST_BE_ZERO = [
  'fuzz: 5xx',
  'fuzz: hangs (> 10 s)',
  'fuzz: no answer',
  'fuzz: state changes by refusals',
  'conflicts: 5xx or no answer',
  '17.1 spoofed XFF: logins past the per-IP limit',
  '17.2 owner refused after strangers',
  '17.3 taken e-mails told past the per-IP budget',
  '17.4 bytes stored by a never-activated account',
  '17.5 49-megapixel PNG bombs accepted',
  '17.6 events on a socket after its logout',
  'takeover 1: phone numbers planted without proof',
  'takeover 1: SMS codes sent to a never-verified number',
  "takeover 2: attacker's ways in after the owner's first proof",
  'takeover 3: cents spendable from unactivated referrals',
  'takeover 4: second factors changed without a recent proof',
  'takeover 5: accounts closed without a recent proof',
  "takeover 6: owner's recovery refused after strangers",
  'takeover 8: taken e-mails told by e-mail changes past the budget',
  '17.9 503 without Retry-After',
  '17.9 answers other than 200 or 503',
  '17.9 slower than 10 s, or never answered',
  'ledger anomalies after conflicts',
  'crash: lost acknowledged',
  'crash: duplicates',
  'crash: stuck keys',
  'crash: failed restarts',
  'copy crash: partial settlements',
  'copy crash: closes not exactly once',
  'ledger anomalies at the end',
  '17.7 log lines with personal data',
];
const MUST_BE_YES = ['17.2 stranger stopped on their IP', '17.6 socket closed by the logout'];

await runBench(async () => {
  const store = await createStore('chaos');
  // Debug is the most the server ever logs (every request too): the log probe reads all of it.
  const env = {
    LOGIN_MAX_PER_IP_PER_MINUTE: String(PER_IP),
    SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: String(SIGN_UP_TAKEN_BUDGET),
    LOG_LEVEL: 'debug',
  };
  const logs = watchServerLogs();
  let server = await startServerProcess(store, env);
  try {
    const world = await buildWorld(server.url, 6, 10_000_00);
    const started = Date.now();

    const fuzzed = await fuzz(world, requests);
    column['fuzz: malformed requests'] = fuzzed.requests;
    column['fuzz: operations in the OpenAPI document'] = fuzzed.operations;
    column['fuzz: accepted (2xx)'] = fuzzed.accepted;
    column['fuzz: 5xx'] = fuzzed.serverErrors;
    column['fuzz: busy (503)'] = fuzzed.busy;
    column['fuzz: hangs (> 10 s)'] = fuzzed.hangs;
    column['fuzz: no answer'] = fuzzed.noAnswer;
    column['fuzz: state changes by refusals'] = fuzzed.stateChanges;
    samples.push(...fuzzed.samples.map((s) => `fuzz: ${s}`));

    const fought = await conflicts(world, seconds);
    column['conflicts: money operations'] = fought.operations;
    column['conflicts: 5xx or no answer'] = fought.serverErrors;
    samples.push(...fought.samples.map((s) => `conflicts: ${s}`));

    await refreshAdmin(world);
    const abused = await abuse(world, PER_IP);
    column['17.1 spoofed XFF: logins past the per-IP limit'] = abused.spoofedPastLimit;
    column['17.2 stranger stopped on their IP'] = abused.strangerStopped ? 'yes' : 'NO';
    column['17.2 owner refused after strangers'] = abused.ownerRefused;
    const exposed = await exposure(world, SIGN_UP_TAKEN_BUDGET);
    column['17.3 taken e-mails told past the per-IP budget'] = exposed.takenToldPastBudget;
    column['17.4 bytes stored by a never-activated account'] = exposed.inactiveBytesStored;
    column['17.5 49-megapixel PNG bombs accepted'] = exposed.bombsAccepted;
    column['17.6 events on a socket after its logout'] = exposed.eventsAfterLogout;
    column['17.6 socket closed by the logout'] = exposed.socketClosedAfterLogout ? 'yes' : 'NO';
    const taken = await takeovers(world, store, SIGN_UP_TAKEN_BUDGET);
    column['takeover 1: phone numbers planted without proof'] = taken.phonePlantedWithoutProof;
    column['takeover 1: SMS codes sent to a never-verified number'] = taken.smsToUnverifiedNumber;
    column["takeover 2: attacker's ways in after the owner's first proof"] =
      taken.attackerWaysInAfterOwnerProof;
    column['takeover 3: cents spendable from unactivated referrals'] =
      taken.referralCashFromUnactivated;
    column['takeover 4: second factors changed without a recent proof'] =
      taken.secondFactorChangesWithoutProof;
    column['takeover 5: accounts closed without a recent proof'] = taken.closedWithoutProof;
    column["takeover 6: owner's recovery refused after strangers"] = taken.ownerRecoveryRefused;
    column['takeover 8: taken e-mails told by e-mail changes past the budget'] =
      taken.takenToldByEmailChange;
    column['17.7 requests carrying personal data'] = await probePersonalData(
      world,
      world.users[0]!,
    );
    const load = await loadDashboard({
      url: server.url,
      cookie: world.users[1]!.cookie,
      connections,
      seconds: overloadSeconds,
    });
    column[`17.9 dashboard answers, ${connections} connections`] = load.answers;
    column['17.9 answered 503 (busy)'] = load.busy;
    column['17.9 503 without Retry-After'] = load.busyWithoutRetryAfter;
    column['17.9 answers other than 200 or 503'] = load.other;
    column['17.9 slower than 10 s, or never answered'] = load.slow + load.timeouts + load.errors;

    column['ledger anomalies after conflicts'] = (await ledgerAnomalies(store)).length;

    const crashed = await crashCycles({
      store,
      env,
      server,
      world: { ...world, base: server.url },
      cycles,
    });
    server = crashed.server;
    const f = crashed.figures;
    column['crash: kill -9 cycles'] = f.cycles;
    column['crash: keyed operations'] = f.operations;
    column['crash: unanswered, retried'] = f.unanswered;
    column['crash: lost acknowledged'] = f.lost;
    column['crash: duplicates'] = f.duplicates;
    column['crash: stuck keys'] = f.stuckKeys;
    column['crash: failed restarts'] = f.failedRestarts;
    const sorted = [...f.restartMs].sort((a, b) => a - b);
    column['crash: restart median / max ms'] =
      `${sorted[Math.floor(sorted.length / 2)] ?? 0} / ${sorted.at(-1) ?? 0}`;
    samples.push(...f.samples.map((s) => `crash: ${s}`));

    // kill -9 in the middle of a copy settlement (decision 043): all of it or none, then once.
    const copyCrashed = await copyCrashCycles({
      store,
      env,
      server,
      world: { ...world, base: server.url },
      cycles: copyCycles,
      followers: copyFollowers,
    });
    server = copyCrashed.server;
    const c = copyCrashed.figures;
    column[`copy crash: kill -9 mid-close cycles (${copyFollowers} followers)`] = c.cycles;
    column['copy crash: killed before the commit'] = c.killedBeforeCommit;
    column['copy crash: partial settlements'] = c.partialSettlements;
    column['copy crash: closes not exactly once'] = c.notExactlyOnce;
    samples.push(...c.samples.map((s) => `copy crash: ${s}`));

    column['ledger anomalies at the end'] = (await ledgerAnomalies(store)).length;
    column['17.7 log lines read (whole run)'] = logs.lines();
    column['17.7 log lines with personal data'] = logs.leaks();
    samples.push(...logs.samples().map((s) => `log: ${s}`));
    column['minutes'] = ((Date.now() - started) / 60_000).toFixed(1);
  } finally {
    logs.stop();
    await server.stop();
    closeAgents();
    await store.dispose();
  }

  const rows = Object.keys(column);
  const width = Math.max(...rows.map((r) => r.length));
  console.log(
    `\nchaos: ${requests} malformed requests, ${seconds} s of conflicts, ${cycles} crash cycles\n`,
  );
  for (const row of rows) console.log(`${row.padEnd(width)} | ${String(column[row]).padStart(12)}`);
  if (samples.length > 0) console.log(`\nfirst findings:\n${samples.slice(0, 30).join('\n')}`);
  for (const row of MUST_BE_ZERO) check(column[row] === 0, `chaos: ${row} = ${column[row]}`);
  for (const row of MUST_BE_YES) check(column[row] === 'yes', `chaos: ${row} = ${column[row]}`);
});
