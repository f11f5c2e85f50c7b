import { call } from '../api-call.ts';
import { newMember, type World } from './world.ts';

/**
 * Abuse probes: (1) a spoofed X-Forwarded-For must not escape the per-IP login limit; (2) a
 * stranger's wrong passwords must not lock the owner out (their IPs differ: 127.0.0.x).
 */
export interface AbuseFigures {
  spoofedAttempts: number;
  spoofedPastLimit: number;
  strangerAttempts: number;
  strangerStopped: boolean;
  ownerRefused: number;
}

export async function abuse(world: World, perIpLimit: number): Promise<AbuseFigures> {
  const attempts = perIpLimit * 2;
  let allowed = 0;
  for (let i = 0; i < attempts; i++) {
    const answer = await call(world.base, '/v1/account/sessions/email', {
      body: { email: `nobody-${i}@chaos.test`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
      from: '127.0.0.5',
    });
    if (answer.status !== 429) allowed += 1;
  }
  const owner = await newMember(world, 'owner');
  let strangerStopped = false;
  const strangerAttempts = 10;
  for (let i = 0; i < strangerAttempts; i++) {
    const answer = await call(world.base, '/v1/account/sessions/email', {
      body: { email: owner.email, password: `wrong-${i}-password` },
      from: '127.0.0.6',
    });
    if (answer.status === 429) strangerStopped = true;
  }
  let ownerRefused = 0;
  for (let i = 0; i < 3; i++) {
    const answer = await call(world.base, '/v1/account/sessions/email', {
      body: { email: owner.email, password: owner.password },
      from: '127.0.0.7',
      timeoutMs: 20_000,
    });
    if (answer.status !== 201) ownerRefused += 1;
  }
  return {
    spoofedAttempts: attempts,
    spoofedPastLimit: Math.max(0, allowed - perIpLimit),
    strangerAttempts,
    strangerStopped,
    ownerRefused,
  };
}
