import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { CertificateView } from '../../../../types/training';
import { TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import { CertificateEntity } from './entities/certificate.entity';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = "'Noto Sans CJK SC', 'Noto Serif CJK SC', 'WenQuanYi Micro Hei', sans-serif";

/** Completion certificates: looked up by verification code, drawn as a PNG on the server with sharp. */
@Injectable()
export class CertificateService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  static view(c: CertificateEntity): CertificateView {
    const p = JSON.parse(c.printed) as { name: string; camp: string; cohort: string };
    return { code: c.code, name: p.name, course_title: p.camp, cohort_name: p.cohort, issued_at: c.issuedAt.toISOString(), image_url: `/api/v1/training/certificate/image?code=${c.code}` };
  }

  async ofUser(uid: string, courseId: string): Promise<CertificateView | null> {
    const c = await this.ds.getRepository(CertificateEntity).findOneBy({ uid, courseId });
    return c ? CertificateService.view(c) : null;
  }

  async verify(code: string): Promise<CertificateView> {
    const c = /^[0-9A-F]{12}$/.test(code ?? '') ? await this.ds.getRepository(CertificateEntity).findOneBy({ code }) : null;
    if (!c) throw AppException.notFound(TRAINING_MESSAGES.certificateMissing);
    return CertificateService.view(c);
  }

  async image(code: string): Promise<Buffer> {
    const v = await this.verify(code);
    const date = new Date(new Date(v.issued_at).getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, ' 年 ').replace(/ 年 (\d\d)$/, ' 月 $1 日');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850" viewBox="0 0 1200 850">
  <rect width="1200" height="850" fill="#fffdf6"/>
  <rect x="30" y="30" width="1140" height="790" fill="none" stroke="#c9a14a" stroke-width="6"/>
  <rect x="48" y="48" width="1104" height="754" fill="none" stroke="#c9a14a" stroke-width="2"/>
  <text x="600" y="170" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="bold" fill="#8a5a00">结业证书</text>
  <text x="600" y="220" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#a07a30" letter-spacing="6">CERTIFICATE OF COMPLETION</text>
  <text x="600" y="340" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="bold" fill="#222">${esc(v.name)}</text>
  <text x="600" y="430" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#333">完成了「${esc(v.course_title)}」${esc(v.cohort_name)}</text>
  <text x="600" y="480" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#333">的全部关卡，特发此证。</text>
  <text x="600" y="620" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#555">码途 CodeTrek · ${esc(date)}</text>
  <text x="600" y="740" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#777">验证码 ${esc(v.code)} · 在码途验证证书真伪</text>
</svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
}
