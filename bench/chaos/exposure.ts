import WebSocket from 'ws';
import { bombPng } from '../bomb-png.ts';
import { call } from '../api-call.ts';
import type { Member } from '../accounts.ts';
import { newMember, type World } from './world.ts';

/**
 * Exposure probes from outside: (3) taken e-mails told past the per-IP budget; (4) bytes
 * a never-activated account manages to store; (5) a 49-megapixel PNG of a few hundred bytes
 * accepted; (6) events a socket receives after its session ended. Every figure should be 0.
 */
export interface ExposureFigures {
  takenProbes: number;
  takenToldPastBudget: number;
  inactiveUploads: number;
  inactiveBytesStored: number;
  bombUploads: number;
  bombsAccepted: number;
  eventsAfterLogout: number;
  socketClosedAfterLogout: boolean;
}

async function uploadTo(world: World, cookie: string, bucket: string, data: Buffer) {
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new Blob([new Uint8Array(data)]), 'chaos.png');
  const response = await fetch(`${world.base}/v1/storage/buckets/${bucket}/files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** 3: one IP names taken e-mails until refused; how many were told apart past the budget. */
async function takenEmails(world: World, budget: number) {
  const owners = [world.admin, ...world.users];
  let told = 0;
  const probes = budget + 5;
  for (let i = 0; i < probes; i++) {
    const answer = await call(world.base, '/v1/account', {
      body: {
        userId: 'unique()',
        email: owners[i % owners.length]!.email,
        password: 'chaos-password-1',
        name: 'Probe',
      },
      from: '127.0.0.9',
    });
    if (answer.status === 409) told += 1;
  }
  return { probes, toldPastBudget: Math.max(0, told - budget) };
}

/** 4: a signed-up, never-activated account tries to store files in the general bucket. */
async function inactiveStorage(world: World) {
  const email = `inactive-${process.pid}-${Date.now()}@chaos.test`;
  const password = 'chaos-password-1';
  await call(world.base, '/v1/account', {
    body: { userId: 'unique()', email, password, name: 'Inactive' },
    from: '127.0.0.10',
  });
  const signedIn = await call(world.base, '/v1/account/sessions/email', {
    body: { email, password },
    from: '127.0.0.10',
  });
  if (signedIn.status !== 201) throw new Error(`inactive sign-in: ${signedIn.status}`);
  const cookie = String(signedIn.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  const file = Buffer.alloc(1024 * 1024, 7);
  let stored = 0;
  const uploads = 5;
  for (let i = 0; i < uploads; i++) {
    if ((await uploadTo(world, cookie, 'uploads', file)) < 300) stored += file.length;
  }
  return { uploads, stored };
}

/** 5: pixel bombs to both buckets, from an active account. */
async function pixelBombs(world: World, member: Member) {
  const bomb = bombPng(7000, 7000);
  let accepted = 0;
  for (const bucket of ['images', 'uploads']) {
    if ((await uploadTo(world, member.cookie, bucket, bomb)) < 300) accepted += 1;
  }
  return { uploads: 2, accepted };
}

/** 6: a socket subscribed to its own records; its session signs out; then its balance moves. */
async function socketAfterLogout(world: World, member: Member) {
  const url = `${world.base.replace(/^http/, 'ws')}/v1/realtime?project=copyvest`;
  const socket = new WebSocket(url, { headers: { cookie: member.cookie } });
  let loggedOut = false;
  let eventsBefore = 0;
  let eventsAfter = 0;
  let closed = false;
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string };
      if (message.type === 'connected') {
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            data: [
              {
                channels: ['account', 'databases.copyvest.collections.users.documents'],
                queries: [],
              },
            ],
          }),
        );
      }
      if (message.type === 'response') resolve();
      if (message.type === 'event') {
        if (loggedOut) eventsAfter += 1;
        else eventsBefore += 1;
      }
    });
  });
  socket.on('close', () => (closed = true));
  await subscribed;
  // A control: while signed in, the socket does receive the member's balance changes.
  await call(world.base, `/v1/users/${member.id}/adjustments`, {
    body: { figure: 'balance', amount: 1_00 },
    cookie: world.admin.cookie,
  });
  for (let waited = 0; eventsBefore === 0 && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (eventsBefore === 0) throw new Error('the socket received no event while signed in');
  await call(world.base, '/v1/account/sessions/current', {
    method: 'DELETE',
    cookie: member.cookie,
  });
  loggedOut = true;
  for (let i = 0; i < 3; i++) {
    await call(world.base, `/v1/users/${member.id}/adjustments`, {
      body: { figure: 'balance', amount: 1_00 },
      cookie: world.admin.cookie,
    });
  }
  // The notices of those three changes reach every process well within this.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  socket.terminate();
  return { eventsAfter, closed };
}

export async function exposure(world: World, signUpBudget: number): Promise<ExposureFigures> {
  const taken = await takenEmails(world, signUpBudget);
  const inactive = await inactiveStorage(world);
  const member = await newMember(world, 'exposure');
  const bombs = await pixelBombs(world, member);
  const socket = await socketAfterLogout(world, member);
  return {
    takenProbes: taken.probes,
    takenToldPastBudget: taken.toldPastBudget,
    inactiveUploads: inactive.uploads,
    inactiveBytesStored: inactive.stored,
    bombUploads: bombs.uploads,
    bombsAccepted: bombs.accepted,
    eventsAfterLogout: socket.eventsAfter,
    socketClosedAfterLogout: socket.closed,
  };
}
