import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { JudgeStreamEvent } from '../../../../types/oj';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import { AppException } from '../../common/app-exception';
import { encrypt, sessionKey } from '../../common/crypto';
import type { Caller } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JudgeRunnerService } from './judge-runner.service';
import { StreamQueryDto } from './oj.dto';
import { RunService } from './run.service';
import { SubmissionService } from './submission.service';

const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 5 * 60_000;

/**
 * Per-case progress as server-sent events (H5). Authenticated like every call (Authorization +
 * uid headers: the page reads it with fetch, not EventSource, so the token never enters a URL);
 * each event's data is AES-GCM encrypted with the session key like every JSON response. The
 * final result is then read through the normal result call.
 */
@ApiTags('oj')
@Access('token')
@Controller('v1/oj')
export class OjStreamController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: JudgeRunnerService,
    private readonly submissions: SubmissionService,
    private readonly runs: RunService,
  ) {}

  @ApiOperation({ summary: '评测进度流（text/event-stream，每个测试点一条，结束时 done）' })
  @ApiProduces('text/event-stream')
  @Raw()
  @Get('stream')
  async stream(@CurrentCaller() c: Caller, @Query() q: StreamQueryDto, @Res() reply: FastifyReply): Promise<void> {
    let jobId: string;
    let finished: () => Promise<boolean>;
    if (q.id.startsWith('r')) {
      if (!(await this.runs.owns(c, q.id))) throw AppException.notFound('运行记录不存在或已过期');
      jobId = q.id;
      finished = async () => (await this.runs.result(c, q.id)).status === 'done';
    } else {
      const s = await this.submissions.own(c, q.id);
      jobId = this.submissions.jobIdOf(s);
      finished = async () => (await this.submissions.own(c, q.id)).status === 'done';
    }
    const key = this.config.encrypt ? sessionKey(this.config.secret, c.tokenHash) : null;
    const frame = (e: JudgeStreamEvent) => `data: ${JSON.stringify(key ? encrypt(JSON.stringify(e), key, 's') : e)}\n\n`;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let closed = false;
    const timers: NodeJS.Timeout[] = [];
    const end = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      timers.forEach(clearTimeout);
      raw.end();
    };
    const send = (e: JudgeStreamEvent) => {
      if (closed) return;
      raw.write(frame(e));
      if (e.stage === 'done') end();
    };
    // subscribe before reading the state, so a result landing in between is not missed
    const unsubscribe = this.runner.subscribe(jobId, send);
    raw.on('close', end);
    const snap = this.runner.progress(jobId);
    for (const cs of snap.cases) send({ id: jobId, stage: 'case', total: snap.total, case: cs });
    if (this.runner.isFinished(jobId) || (await finished())) return send({ id: jobId, stage: 'done', total: snap.total });
    const beat = setInterval(() => !closed && raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    timers.push(beat as unknown as NodeJS.Timeout, setTimeout(end, MAX_STREAM_MS));
  }
}
