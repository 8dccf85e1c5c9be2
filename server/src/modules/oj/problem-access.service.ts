import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { OJ_MESSAGES, PermitCheck } from '../../../../types/oj';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService } from '../commerce/permit.service';
import { ProblemEntity } from './entities/problem.entity';

/**
 * Who may open a problem (SPEC §6): admins always; free problems for every signed-in user; the
 * rest through the permit service (OJ product, VIP or a problem set). Hidden problems exist only
 * for admins.
 */
@Injectable()
export class ProblemAccessService implements OnModuleInit {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly permits: PermitService,
  ) {}

  onModuleInit(): void {
    this.permits.registerProblemPolicy({
      isFree: async (problemId) => /^\d{1,19}$/.test(problemId) && (await this.problems.existsBy({ id: problemId, free: true, visible: true })),
    });
  }

  /** Loads a problem the caller may see (hidden ones only for admins) or throws 4004. */
  async visibleProblem(caller: Caller, problemId: string): Promise<ProblemEntity> {
    const p = /^\d{1,19}$/.test(problemId) ? await this.problems.findOneBy({ id: problemId }) : null;
    if (!p || (!p.visible && !caller.admin)) throw AppException.notFound(OJ_MESSAGES.problemNotFound);
    return p;
  }

  async check(caller: Caller, problem: ProblemEntity): Promise<PermitCheck> {
    if (caller.admin) return { allowed: true, via: 'admin', expires_at: null };
    // a problem of a camp gate: locked gates refuse it, open ones grant it to the camp's learners
    const lock = await this.permits.contentLock(caller.uid, 'problem', problem.id);
    if (lock) return 'locked' in lock ? { allowed: false, via: null, expires_at: null, locked: lock.locked } : { allowed: true, via: 'camp', expires_at: null };
    if (problem.free) return { allowed: true, via: 'free', expires_at: null };
    const r = await this.permits.problemPermit(caller.uid, problem.id);
    return { allowed: r.granted, via: r.via, expires_at: r.expires_at };
  }

  /** Loads the problem and refuses with 4003 没有权限 when the caller holds no permit. */
  async openProblem(caller: Caller, problemId: string): Promise<ProblemEntity> {
    const p = await this.visibleProblem(caller, problemId);
    const permit = await this.check(caller, p);
    if (!permit.allowed) throw new AppException(ApiCode.FORBIDDEN, permit.locked ?? MESSAGES.noPermission);
    return p;
  }
}
