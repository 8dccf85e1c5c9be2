import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RobotService } from './robot.service';

/**
 * Polls for due discuz robot jobs every ROBOT_JOB_INTERVAL_MS. Safe on every instance: jobs are
 * claimed in the database (RobotService.runDue), and one tick never overlaps the next.
 */
@Injectable()
export class RobotScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RobotJobs');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly robots: RobotService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.community.robotJobIntervalMs;
    if (!every) return;
    this.timer = setInterval(() => this.tick(), every);
    this.timer.unref();
  }

  tick(): void {
    if (this.running) return;
    this.running = this.robots
      .runDue()
      .catch((e: unknown) => this.logger.error({ msg: 'robot job tick failed', err: String(e) }))
      .finally(() => {
        this.running = null;
      });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
