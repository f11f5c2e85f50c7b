import pg from 'pg';
import { createServerSecrets } from '../../apps/server/src/lib/server-secrets.ts';
import { loadServerKey } from '../../apps/server/src/lib/server-key-file.ts';
import { call, sessionCookieOf } from '../api-call.ts';
import { databaseUrlOf, type ServerStore } from '../server-process.ts';
import { newMember, type World } from './world.ts';

/**
 * Account takeover paths and abuse, tried from outside as an attacker would (decision 039 and the
 * phone rules): every figure should be 0.
 *   1. a session planting a phone number without proof; an SMS sign-in code sent to a number an
 *      e-mail account entered and never verified;
 *   2. an attacker's session or password still working after the owner's first e-mailed code;
 *   3. cash spendable by a referrer from sign-ups nobody activated;
 *   6. the owner's recovery refused after strangers spent the address's e-mail budget;
 *   4, 5. second factors set up, or the account closed, by a session that proved nothing recently
 *      enough (here: a password account's session made from an e-mailed code);
 *   8. taken addresses told apart by e-mail changes past the per-IP budget.
 * Point 7 (a page asking before it switches accounts) needs a browser: its test is in e2e.
 */
export interface TakeoverFigures {
  phonePlantedWithoutProof: number;
  smsToUnverifiedNumber: number;
  attackerWaysInAfterOwnerProof: number;
  referralCashFromUnactivated: number;
  secondFactorChangesWithoutProof: number;
  closedWithoutProof: number;
  ownerRecoveryRefused: number;
  takenToldByEmailChange: number;
}

export async function takeovers(
  world: World,
  store: ServerStore,
  budget: number,
): Promise<TakeoverFigures> {
  const db = new pg.Client({ connectionString: databaseUrlOf(store) });
  await db.connect();
  const secrets = createServerSecrets(
    loadServerKey({ configured: undefined, dataDir: store.dataDir, fileName: 'secrets-key' }),
  );
  try {
    return {
      phonePlantedWithoutProof: await plantPhone(world),
      smsToUnverifiedNumber: await smsToUnverified(world, db),
      attackerWaysInAfterOwnerProof: await preRegistered(world, db, secrets.open),
      referralCashFromUnactivated: await referralFarm(world),
      ...(await withoutProof(world, db, secrets.open)),
      ownerRecoveryRefused: await recoveryAfterStrangers(world),
      takenToldByEmailChange: await emailChangeProbe(world, budget),
    };
  } finally {
    await db.end();
  }
}

let phoneCounter = 0;
const phoneNumber = () => `+1628555${String(1000 + ((process.pid + phoneCounter++) % 9000))}`;

/** 1: a session (no password) changes the phone on every path it has. */
async function plantPhone(world: World) {
  const victim = await newMember(world, 'phone-victim');
  const attempts = [
    call(world.base, '/v1/account/profile', {
      method: 'PATCH',
      body: { phone: phoneNumber(), country: 'Canada' },
      cookie: victim.cookie,
    }),
    call(world.base, '/v1/account/phone', {
      method: 'PATCH',
      body: { phone: phoneNumber(), password: 'not-the-password' },
      cookie: victim.cookie,
    }),
    call(world.base, `/v1/databases/copyvest/collections/users/documents/${victim.id}`, {
      method: 'PATCH',
      body: { data: { phone: phoneNumber() } },
      cookie: victim.cookie,
    }),
  ];
  return (await Promise.all(attempts)).filter((a) => a.status >= 200 && a.status < 300).length;
}

/** 1: an e-mail account enters a number (with its password) and never verifies it. */
async function smsToUnverified(world: World, db: pg.Client) {
  const holder = await newMember(world, 'phone-holder');
  const phone = phoneNumber();
  await call(world.base, '/v1/account/profile', {
    method: 'PATCH',
    body: { phone, country: 'Canada', password: holder.password },
    cookie: holder.cookie,
  });
  await call(world.base, '/v1/account/tokens/phone', {
    body: { userId: 'unique()', phone },
    from: '127.0.3.1',
  });
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE to_email = $1 AND template = 'sms-code'`,
    [phone],
  );
  return rows[0].n as number;
}

/** 2: the attacker registered the owner's address; the owner signs in by an e-mailed code. */
async function preRegistered(world: World, db: pg.Client, open: (sealed: string) => string) {
  const attacker = await newMember(world, 'pre-registered');
  const jwt = (
    await call(world.base, '/v1/account/jwts', { method: 'POST', cookie: attacker.cookie })
  ).body.jwt as string;
  const token = await call(world.base, '/v1/account/tokens/email', {
    body: { userId: 'unique()', email: attacker.email },
    from: '127.0.3.2',
  });
  const { rows } = await db.query(
    `SELECT data FROM mail_outbox WHERE to_email = $1 AND template = 'sign-in-code'
     ORDER BY created_at DESC LIMIT 1`,
    [attacker.email],
  );
  const code = open((rows[0].data as { code: { sealed: string } }).code.sealed);
  const owner = await call(world.base, '/v1/account/sessions/token', {
    body: { userId: token.body.userId, secret: code },
    from: '127.0.3.2',
  });
  if (!sessionCookieOf(owner)) throw new Error(`the owner's code did not sign in: ${owner.status}`);
  const ways = [
    await call(world.base, '/v1/account', { cookie: attacker.cookie }),
    await call(world.base, '/v1/account', { headers: { 'x-appwrite-jwt': jwt } }),
    await call(world.base, '/v1/account/sessions/email', {
      body: { email: attacker.email, password: attacker.password },
      from: '127.0.3.3',
    }),
  ];
  return ways.filter((a) => a.status >= 200 && a.status < 300).length;
}

/**
 * 4, 5: a password account's session made from an e-mailed code (its address verified) is not a
 * recent proof of the password: it sets up no second factor and closes nothing.
 */
async function withoutProof(world: World, db: pg.Client, open: (sealed: string) => string) {
  const member = await newMember(world, 'no-proof');
  await db.query(`UPDATE accounts SET email_verified = true WHERE id = $1`, [member.id]);
  const token = await call(world.base, '/v1/account/tokens/email', {
    body: { userId: 'unique()', email: member.email },
    from: '127.0.3.4',
  });
  const { rows } = await db.query(
    `SELECT data FROM mail_outbox WHERE to_email = $1 AND template = 'sign-in-code'
     ORDER BY created_at DESC LIMIT 1`,
    [member.email],
  );
  const signedIn = await call(world.base, '/v1/account/sessions/token', {
    body: {
      userId: token.body.userId,
      secret: open((rows[0].data as { code: { sealed: string } }).code.sealed),
    },
    from: '127.0.3.4',
  });
  const cookie = sessionCookieOf(signedIn);
  if (!cookie) throw new Error(`the e-mailed code did not sign in: ${signedIn.status}`);
  const changes = [
    await call(world.base, '/v1/account/mfa/authenticators/totp', { method: 'POST', cookie }),
    await call(world.base, '/v1/account/mfa/recovery-codes', { method: 'POST', cookie }),
    await call(world.base, '/v1/account/mfa', { method: 'PATCH', body: { mfa: true }, cookie }),
  ];
  const closed = await call(world.base, '/v1/account/status', { method: 'PATCH', cookie });
  return {
    secondFactorChangesWithoutProof: changes.filter((a) => a.status >= 200 && a.status < 300)
      .length,
    closedWithoutProof: closed.status >= 200 && closed.status < 300 ? 1 : 0,
  };
}

/** 3: four sign-ups with the referrer's code, never activated. */
async function referralFarm(world: World) {
  const referrer = await newMember(world, 'referrer');
  const before = await call(world.base, '/v1/dashboard', { cookie: referrer.cookie });
  const referralId = before.body.user.referralId as string;
  for (let i = 0; i < 4; i++) {
    await call(world.base, '/v1/account', {
      body: {
        userId: 'unique()',
        email: `farm-${process.pid}-${Date.now()}-${i}@farm.invalid`,
        password: 'farm-password-1',
        name: `Farm ${i}`,
        phone: '+1 415 555 2671',
        country: 'Canada',
        referrerId: referralId,
      },
      from: `127.0.4.${i + 1}`,
    });
  }
  const after = await call(world.base, '/v1/dashboard', { cookie: referrer.cookie });
  return (after.body.availableBalance as number) - (before.body.availableBalance as number);
}

/** 6: strangers ask e-mail codes for the owner's address until refused; the owner then recovers. */
async function recoveryAfterStrangers(world: World) {
  const owner = await newMember(world, 'recovery-owner');
  for (let i = 0; i < 8; i++) {
    await call(world.base, '/v1/account/tokens/email', {
      body: { userId: 'unique()', email: owner.email },
      from: '127.0.5.1',
    });
  }
  const recovery = await call(world.base, '/v1/account/recovery', {
    body: { email: owner.email, url: `${world.base}/reset-password` },
    from: '127.0.5.2',
  });
  return recovery.status === 201 ? 0 : 1;
}

/** 8: a guest session changes its e-mail to taken addresses, past the per-IP budget. */
async function emailChangeProbe(world: World, budget: number) {
  const from = '127.0.6.1';
  const guest = await call(world.base, '/v1/account/sessions/anonymous', { method: 'POST', from });
  const cookie = sessionCookieOf(guest);
  if (!cookie) throw new Error(`no anonymous session: ${guest.status}`);
  const owners = [world.admin, ...world.users];
  let told = 0;
  for (let i = 0; i < budget + 5; i++) {
    const answer = await call(world.base, '/v1/account/email', {
      method: 'PATCH',
      body: { email: owners[i % owners.length]!.email, password: 'guest-password-1' },
      cookie,
      from,
    });
    if (answer.status === 409) told += 1;
  }
  return Math.max(0, told - budget);
}
