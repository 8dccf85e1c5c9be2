import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, mergeMap } from 'rxjs';
import type { AppRequest } from '../../common/request-context';
import { openAuditScope } from './audit-scope';
import { AuditService } from './audit.service';

const SECRET_KEY = /password|secret|token|private|api_?key|cert/i;
const DELETE_VERBS = new Set(['delete', 'remove']);
const SAVE_VERBS = new Set(['save', 'create', 'update', 'edit']);

/** The request body as recorded: secrets masked, long text cut, files left out. */
export function auditBody(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET_KEY.test(k)) out[k] = '***';
    else if (typeof v === 'string') out[k] = v.length > 2000 ? `${v.slice(0, 2000)}…` : v;
    else if (v === null || ['number', 'boolean'].includes(typeof v) || Array.isArray(v)) out[k] = v;
  }
  return out;
}

/** The record a write is about: the body's id (`id`, `exam_id`, …) or, for a create, the result's. */
export function auditEntityId(body: Record<string, unknown> | null, result: unknown): string {
  const idOf = (o: unknown): string => {
    if (!o || typeof o !== 'object') return '';
    const r = o as Record<string, unknown>;
    const key = 'id' in r ? 'id' : Object.keys(r).find((k) => k.endsWith('_id') || k === 'uid');
    const v = key ? r[key] : undefined;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  };
  return idOf(body) || idOf(result) || '';
}

/**
 * One audit line per admin write (issue 12 §3). Services that know the record before and after
 * record their own line through AuditService; every other successful write under /api/admin gets
 * one here: who, which resource (the path, e.g. `exam_item`), which record and what was sent.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<AppRequest>();
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' || !path.startsWith('/api/admin/') || !req.caller?.admin) return next.handle();
    const scope = { recorded: false };
    const caller = req.caller;
    return new Observable((sub) => {
      const { result: subscription, close } = openAuditScope(scope, () =>
        next
          .handle()
          .pipe(
            mergeMap(async (result: unknown) => {
              if (!scope.recorded) await this.record(caller.uid, path, req.body, result);
              return result;
            }),
          )
          .subscribe(sub),
      );
      return () => {
        subscription.unsubscribe();
        close();
      };
    });
  }

  private async record(actorUid: string, path: string, rawBody: unknown, result: unknown): Promise<void> {
    // names as the audit list filters them: `exam/item/save` → entity exam_item, verb save
    const parts = path.slice('/api/admin/'.length).toLowerCase().replace(/[^a-z0-9/]+/g, '_').split('/').filter(Boolean);
    const verb = parts.length > 1 ? parts[parts.length - 1] : 'save';
    const entity = (parts.length > 1 ? parts.slice(0, -1) : parts).join('_').slice(0, 40);
    const body = auditBody(rawBody);
    const entityId = auditEntityId(body, result);
    const action = DELETE_VERBS.has(verb) ? 'delete' : SAVE_VERBS.has(verb) ? (auditEntityId(body, null) ? 'update' : 'create') : verb.slice(0, 20);
    await this.audit.record(actorUid, entity, entityId.slice(0, 64), action, null, body ?? {});
  }
}
