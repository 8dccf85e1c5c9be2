import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JUDGE_LANGS, JudgeLang, TPL_LANGS } from '../../../../types/judge';
import { LanguageRow, OJ_MESSAGES } from '../../../../types/oj';
import { AppException } from '../../common/app-exception';
import { detectVersions, LanguageInfo } from '../../judge';
import { LanguageEntity } from './entities/language.entity';

/** The judge's language table (names, installed versions) with the admin's enable switch on top. */
@Injectable()
export class LanguageService {
  private versions: Promise<LanguageInfo[]> | null = null;

  constructor(@InjectRepository(LanguageEntity) private readonly langs: Repository<LanguageEntity>) {}

  /** compiler versions, asked once per process (a few hundred ms of `--version` calls) */
  private detected(): Promise<LanguageInfo[]> {
    this.versions ??= detectVersions();
    return this.versions;
  }

  async list(onlyEnabled: boolean): Promise<LanguageRow[]> {
    const [info, rows] = await Promise.all([this.detected(), this.langs.find()]);
    const byId = new Map(rows.map((r) => [r.langId, r]));
    const list = JUDGE_LANGS.map((id, i): LanguageRow => {
      const d = info.find((x) => x.id === id);
      const row = byId.get(id);
      return {
        lang: id,
        name: d?.name ?? id,
        version: d?.version ?? 'unknown',
        enabled: row?.enabled ?? false,
        available: d?.available ?? false,
        tpl: TPL_LANGS.includes(id),
        order_value: row?.orderValue ?? i + 1,
      };
    }).sort((a, b) => a.order_value - b.order_value);
    return onlyEnabled ? list.filter((l) => l.enabled && l.available) : list;
  }

  /** Refuses languages the admin switched off (or the host lacks). */
  async assertUsable(lang: JudgeLang, tpl: boolean): Promise<void> {
    const row = await this.langs.findOneBy({ langId: lang });
    if (!row?.enabled) throw AppException.invalid([{ field: 'lang', message: OJ_MESSAGES.langDisabled }]);
    if (tpl && !TPL_LANGS.includes(lang)) throw AppException.invalid([{ field: 'lang', message: OJ_MESSAGES.langNoTpl }]);
  }

  async update(lang: JudgeLang, patch: { enabled?: boolean; order_value?: number }): Promise<LanguageRow> {
    const row = (await this.langs.findOneBy({ langId: lang })) ?? this.langs.create({ langId: lang, enabled: false, orderValue: JUDGE_LANGS.indexOf(lang) + 1 });
    if (patch.enabled !== undefined) row.enabled = patch.enabled;
    if (patch.order_value !== undefined) row.orderValue = patch.order_value;
    await this.langs.save(row);
    return (await this.list(false)).find((l) => l.lang === lang)!;
  }
}
