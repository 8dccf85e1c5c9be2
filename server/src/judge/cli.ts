/**
 * Judge CLI for problem setters and tests:
 *   node dist/server/src/judge/cli.js --problem <dir|zip> --lang <id> --mode acm|tpl --code <file>
 *   node dist/server/src/judge/cli.js --problem <dir|zip> --starter <lang>   (prints the TPL starter code)
 *   node dist/server/src/judge/cli.js --languages                          (the language table with versions)
 * Prints one JSON object and exits 0 when judging completed, whatever the verdict; 2 on bad usage.
 */
import * as fs from 'node:fs';
import { JUDGE_LANGS, JudgeLang, JudgeMode } from '../../../types/judge';
import { judgeSubmission } from './judge';
import { detectVersions } from './languages/toolchain';
import { openPackage } from './package/install';
import { judgeConfig } from './judge-config';
import { starterCode } from './tpl/starter';

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: judge --problem <dir|zip> --lang <${JUDGE_LANGS.join('|')}> --mode acm|tpl --code <file>\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) usage(`unexpected argument: ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else if (a === '--languages') out.languages = '1';
    else out[a.slice(2)] = argv[++i] ?? usage(`missing value for ${a}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.languages) {
    process.stdout.write(`${JSON.stringify(await detectVersions())}\n`);
    return;
  }
  if (!args.problem) usage('missing --problem');
  if (args.starter) {
    const { pkg, dispose } = await openPackage(args.problem, `${judgeConfig().workDir}/packages`);
    dispose();
    if (!pkg.config.tpl) usage('this problem has no tpl signature');
    process.stdout.write(`${starterCode(args.starter as JudgeLang, pkg.config.tpl)}\n`);
    return;
  }
  const lang = args.lang as JudgeLang;
  if (!JUDGE_LANGS.includes(lang)) usage(`unknown --lang ${args.lang ?? ''}`);
  const mode = (args.mode ?? 'acm') as JudgeMode;
  if (mode !== 'acm' && mode !== 'tpl') usage(`unknown --mode ${args.mode}`);
  if (!args.code) usage('missing --code');
  let code: string;
  try {
    code = fs.readFileSync(args.code, 'utf8');
  } catch {
    usage(`cannot read --code ${args.code}`);
  }
  const result = await judgeSubmission(args.problem, lang, mode, code);
  const { verdict, time_ms, memory_kb, score, cases, compile_output, error } = result;
  process.stdout.write(
    `${JSON.stringify({
      verdict,
      time_ms,
      memory_kb,
      score,
      cases: cases.map((c) => ({ verdict: c.verdict, time_ms: c.time_ms, memory_kb: c.memory_kb, ...(c.message ? { message: c.message } : {}) })),
      compile_output,
      ...(error ? { error } : {}),
    })}\n`,
  );
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    process.stderr.write(`judge: ${e.message}\n`);
    process.exit(1);
  },
);
