/**
 * The judge's public surface for the API and tools (DESIGN.md §6). Everything else in this folder
 * is internal.
 */
export { JudgeEngine, judgeSubmission, sharedEngine } from './judge';
export type { JudgeListener, JudgeRequest } from './judge';
export { judgeConfig } from './judge-config';
export type { JudgeConfig } from './judge-config';
export { createJudgeQueue } from './queue/create-queue';
export { InProcessJudgeQueue } from './queue/in-process-queue';
export { BullJudgeQueue } from './queue/bullmq-queue';
export type { JudgeJob, JudgeQueue, ProgressListener, ResultListener } from './queue/judge-queue';
export { installPackage, openPackage } from './package/install';
export { loadProblemDir } from './package/problem-package';
export type { ProblemPackage, TestCase } from './package/problem-package';
export { PackageError } from './package/package-error';
export { starterCode, starterCodes } from './tpl/starter';
export { parseSignature, signatureDoc } from './tpl/signature';
export { detectVersions } from './languages/toolchain';
export type { LanguageInfo } from './languages/toolchain';
