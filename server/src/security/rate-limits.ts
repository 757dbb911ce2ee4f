import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

/**
 * The app's rate limiters, one set per app instance. Kept in memory: the site runs as one
 * process; a second process would move these to rate-limiter-flexible's Redis store.
 */
export interface RateLimits {
  loginByAccount: RateLimiterMemory;
  loginByAddress: RateLimiterMemory;
  publicForms: RateLimiterMemory;
  uploads: RateLimiterMemory;
}

export function createRateLimits(config: Config): RateLimits {
  return {
    loginByAccount: new RateLimiterMemory({ points: config.loginMaxAttempts, duration: 15 * 60 }),
    loginByAddress: new RateLimiterMemory({ points: config.loginMaxAttempts * 3, duration: 15 * 60 }),
    publicForms: new RateLimiterMemory({ points: config.publicFormMaxPerHour, duration: 60 * 60 }),
    uploads: new RateLimiterMemory({ points: 120, duration: 60 * 60 }),
  };
}

/** Whether the key has used up its points, without spending one. */
export async function isExhausted(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  const res = await limiter.get(key);
  return res !== null && res.remainingPoints <= 0 && res.msBeforeNext > 0;
}

/** Spends a point; false when the key was already over its limit. */
export async function spend(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
