import type { SmsProvider } from './sms-provider';

/**
 * Development adapter: no message leaves the machine; one stdout line per code so a developer
 * (or the end-to-end journey) can read it: `[sms] telephone=13800000002 code=123456`.
 */
export class EmbeddedSmsProvider implements SmsProvider {
  constructor(private readonly write: (line: string) => void = (l) => process.stdout.write(l)) {}

  async sendCode(telephone: string, code: string, ttlMinutes: number): Promise<void> {
    this.write(`[sms] telephone=${telephone} code=${code} ttl=${ttlMinutes}min\n`);
  }
}
