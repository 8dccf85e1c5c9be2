import { Injectable } from '@nestjs/common';
import type { CodeMode, JudgeLang } from '../../../../types/judge';

/** Finds a reviewed starter template for (problem, mode, language), or null for the generated one. */
export type StarterSource = (problemId: string, mode: CodeMode, lang: JudgeLang) => Promise<string | null>;

/**
 * Starter templates written by content partners and approved by an admin replace the generated
 * ones. The partner program registers its source here (the OJ does not depend on it).
 */
@Injectable()
export class StarterOverrides {
  private readonly sources: StarterSource[] = [];

  register(source: StarterSource): void {
    this.sources.push(source);
  }

  async find(problemId: string, mode: CodeMode, lang: JudgeLang): Promise<string | null> {
    for (const s of this.sources) {
      const code = await s(problemId, mode, lang);
      if (code !== null) return code;
    }
    return null;
  }
}
