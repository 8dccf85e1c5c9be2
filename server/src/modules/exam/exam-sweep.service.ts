import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ANSWER_GRACE_MS } from './attempt.service';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { GradingService } from './grading.service';

const BATCH = 200;

/**
 * Hands in attempts whose deadline passed even when no page is open (state `expired`, counted at
 * the deadline with everything saved before it). Like the order sweep: a KV lease lets one
 * instance sweep per interval, and each hand-in is a conditional update, so it happens once.
 */
@Injectable()
export class ExamSweepService implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('ExamSweep');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly grading: GradingService,
  ) {}

  onModuleInit(): void {
    const every = this.config.exam.sweepIntervalMs;
    if (!every) return;
    this.timer = setInterval(() => void this.tick(every), every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(every: number): Promise<void> {
    try {
      if ((await this.kv.incr('exam-sweep:lease', Math.max(1000, every - 500))) !== 1) return;
      const n = await this.sweep();
      if (n) this.log.log(`handed in ${n} expired attempts`);
    } catch (err) {
      this.log.error(`sweep failed: ${(err as Error).message}`);
    }
  }

  /** Hands in every running attempt whose deadline (plus the autosave grace) passed by `now`; returns how many this call did. */
  async sweep(now = new Date()): Promise<number> {
    const due = new Date(now.getTime() - ANSWER_GRACE_MS);
    let done = 0;
    for (let lastId = '0'; ; ) {
      const rows = await this.submits
        .createQueryBuilder('s')
        .where({ state: 'in_progress', deadline: LessThanOrEqual(due) })
        .andWhere('s.id > :lastId', { lastId })
        .orderBy('s.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const s of rows) if (await this.grading.finalize(s, 'expired', now)) done++;
      if (rows.length < BATCH) return done;
      lastId = rows[rows.length - 1].id;
    }
  }
}
