import { Injectable } from '@nestjs/common';

/** The time the partner program reads (hold release, attribution window, claim expiry); tests move it. */
@Injectable()
export class PartnerClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** tests only: moves every reading of this clock forward */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const DAY_MS = 86_400_000;

/** YYYY-MM-DD in China time */
export const dayOf = (d: Date): string => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
