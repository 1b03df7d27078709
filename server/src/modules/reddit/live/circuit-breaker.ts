import type { Clock } from '../../../platform/clock';
import { RedditCircuitOpenError } from './errors';

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Settles one call let through by `enter()`: exactly one of these counts. */
export interface BreakerTicket {
  /** Reddit answered (even a 404): closes the circuit, resets the failure count. */
  success(): void;
  /** Reddit did not answer usefully (network, 5xx/429 after retries, refused credentials). */
  failure(): void;
  /** The call never reached Reddit for reasons of our own (our rate budget): counts for nothing. */
  release(): void;
}

export interface CircuitBreakerOptions {
  clock: Clock;
  /** Consecutive failed calls that open the circuit. */
  failureThreshold?: number;
  /** How long the circuit stays open before one trial call is let through. */
  cooldownMs?: number;
}

/**
 * Stops hammering Reddit when it is down. Closed: calls pass; `failureThreshold` consecutive
 * failures open it. Open: calls fail fast with RedditCircuitOpenError (→ 503) until `cooldownMs`
 * has passed. Half-open: exactly one trial call passes (others still fail fast); its success
 * closes the circuit, its failure opens it for another cool-down.
 * State is per process on purpose: each instance protects itself; nothing needs sharing.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  readonly failureThreshold: number;
  readonly cooldownMs: number;

  constructor(private readonly opts: CircuitBreakerOptions) {
    this.failureThreshold = opts.failureThreshold ?? 5;
    this.cooldownMs = opts.cooldownMs ?? 30_000;
  }

  /** The state as of now (an open circuit whose cool-down passed reads as half-open). */
  current(): BreakerState {
    if (this.state === 'open' && this.opts.clock.now().getTime() - this.openedAt >= this.cooldownMs) return 'half-open';
    return this.state;
  }

  /** Call before a request; throws when the call must not be made. Returns a ticket to settle. */
  enter(): BreakerTicket {
    const state = this.current();
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) {
      const left = Math.max(0, this.openedAt + this.cooldownMs - this.opts.clock.now().getTime());
      throw new RedditCircuitOpenError(
        state === 'open' ? `circuit open after ${this.failures} consecutive failures` : 'circuit half-open, trial call in flight',
        Math.max(1, left / 1000),
      );
    }
    const trial = state === 'half-open';
    if (trial) {
      this.state = 'half-open';
      this.trialInFlight = true;
    }
    let settled = false;
    return {
      success: () => {
        if (settled) return;
        settled = true;
        if (trial) this.trialInFlight = false;
        this.state = 'closed';
        this.failures = 0;
      },
      release: () => {
        if (settled) return;
        settled = true;
        if (trial) this.trialInFlight = false;
      },
      failure: () => {
        if (settled) return;
        settled = true;
        if (trial) this.trialInFlight = false;
        this.failures += 1;
        if (trial || this.failures >= this.failureThreshold) {
          this.state = 'open';
          this.openedAt = this.opts.clock.now().getTime();
        }
      },
    };
  }
}
