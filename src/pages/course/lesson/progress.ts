import { COURSE_LIMITS, type LearnState } from '../../../../types/course';

/** A jump of more than this (seconds) between two position reports is a seek, not playback. */
export const SEEK_JUMP_SECONDS = 3;

export type SendBeat = (position: number, playing: boolean) => Promise<LearnState | void>;

/**
 * The lesson player's side of the learn log. The server counts the span between two heartbeats as
 * watched only when the later one says `playing` and the progress fits the time between them, so
 * this reports: a baseline (not playing) when playback starts or after a seek, a playing beat every
 * 10 s, and a playing beat at pause, end and leave. Beats go out one at a time, in order.
 */
export class LessonProgress {
  private position = 0;
  private playing = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private done = false;
  /** what the server answered last */
  state: LearnState | null = null;

  constructor(
    private readonly send: SendBeat,
    private readonly intervalMs: number = COURSE_LIMITS.heartbeatMs,
  ) {}

  get current(): number {
    return this.position;
  }

  /** Position reports from the player (timeupdate): detects seeks while playing. */
  time(position: number): void {
    if (this.done || !Number.isFinite(position)) return;
    const prev = this.position;
    this.position = position;
    if (this.playing && (position < prev - 1 || position > prev + SEEK_JUMP_SECONDS)) {
      // what was watched up to the jump still counts; the new place is a fresh baseline
      this.beat(prev, true);
      this.beat(position, false);
    }
  }

  play(position = this.position): void {
    if (this.done || this.playing) return;
    this.position = position;
    this.playing = true;
    this.beat(position, false);
    this.timer = setInterval(() => this.beat(this.position, true), this.intervalMs);
  }

  pause(position = this.position): void {
    if (this.done || !this.playing) return;
    this.position = position;
    this.stopTimer();
    this.playing = false;
    this.beat(position, true);
  }

  ended(duration: number): void {
    if (this.done) return;
    this.stopTimer();
    const wasPlaying = this.playing;
    this.playing = false;
    this.position = duration;
    this.beat(duration, wasPlaying);
  }

  /** Leaving the page: the last report, then nothing more. Resolves when the beats are sent. */
  leave(): Promise<unknown> {
    if (!this.done) {
      this.stopTimer();
      this.beat(this.position, this.playing);
      this.playing = false;
      this.done = true;
    }
    return this.queue;
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private beat(position: number, playing: boolean): void {
    const p = Math.max(0, Math.round(position * 10) / 10);
    this.queue = this.queue
      .then(() => this.send(p, playing))
      .then((s) => {
        if (s) this.state = s;
      })
      .catch(() => undefined);
  }
}

/** Where to start playing: the saved position, unless the lesson was watched to (nearly) its end. */
export function resumeFrom(position: number, duration: number): number {
  if (!(position > 0) || !(duration > 0)) return 0;
  return position >= duration - 3 ? 0 : Math.floor(position);
}
