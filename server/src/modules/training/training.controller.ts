import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CertificateView, ClassResponse, EnrollmentRow, LearnlogResponse, PathResponse, RankResponse, ReportResponse } from '../../../../types/training';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { CertificateService } from './certificate.service';
import { CampQueryDto, CertificateQueryDto, CohortQueryDto, EnrollDto, RankQueryDto, ReportQueryDto } from './dto/training.dto';
import { EnrollmentService } from './enrollment.service';
import { TrainingService } from './training.service';

@ApiTags('training')
@Access('token')
@Controller('v1/training')
export class TrainingController {
  constructor(
    private readonly training: TrainingService,
    private readonly enrollments: EnrollmentService,
    private readonly certificates: CertificateService,
  ) {}

  @ApiOperation({ summary: '我的训练营：班级、进度与下一步（已购未选班的带可选班级）' })
  @Get('enrollment')
  enrollment(@CurrentCaller() caller: Caller): Promise<EnrollmentRow[]> {
    return this.enrollments.mine(caller);
  }

  @ApiOperation({ summary: '报名：购买训练营后选择一个有空位的班级' })
  @Post('enroll')
  @HttpCode(200)
  enroll(@CurrentCaller() caller: Caller, @Body() dto: EnrollDto): Promise<EnrollmentRow[]> {
    return this.enrollments.enroll(caller, dto.cid, dto.gid);
  }

  @ApiOperation({ summary: '闯关路径：各关卡状态、分数、未解锁原因与内容' })
  @Get('path')
  path(@CurrentCaller() caller: Caller, @Query() q: CohortQueryDto): Promise<PathResponse> {
    return this.training.path(caller, q.cid, q.gid);
  }

  @ApiOperation({ summary: '班级：课表、公告、老师与同学进度' })
  @Get('class')
  classView(@CurrentCaller() caller: Caller, @Query() q: CohortQueryDto): Promise<ClassResponse> {
    return this.training.classView(caller, q.cid, q.gid);
  }

  @ApiOperation({ summary: '学习报告：各关分数与班级中位数、每周学习、老师反馈（只能看自己的）' })
  @Get('report')
  report(@CurrentCaller() caller: Caller, @Query() q: ReportQueryDto): Promise<ReportResponse> {
    return this.training.report(caller, q.cid, q.gid, q.uid);
  }

  @ApiOperation({ summary: '班级排名：按关卡总分，同分同名次，置顶自己' })
  @Get('rank')
  rank(@CurrentCaller() caller: Caller, @Query() q: RankQueryDto): Promise<RankResponse> {
    return this.training.rank(caller, q);
  }

  @ApiOperation({ summary: '学习记录：按天的时间线与热力图（观看分钟、提交、通过、考试）' })
  @Get('learnlog')
  learnlog(@CurrentCaller() caller: Caller, @Query() q: CampQueryDto): Promise<LearnlogResponse> {
    return this.training.learnlog(caller, q.cid);
  }

  @ApiOperation({ summary: '我的结业证书（通过全部关卡后）' })
  @Get('certificate')
  certificate(@CurrentCaller() caller: Caller, @Query() q: CampQueryDto): Promise<CertificateView> {
    return this.training.certificate(caller, q.cid);
  }

  @ApiOperation({ summary: '验证证书：按验证码查询' })
  @Access('public')
  @Get('certificate/verify')
  verify(@Query() q: CertificateQueryDto): Promise<CertificateView> {
    return this.certificates.verify(q.code.toUpperCase());
  }

  @ApiOperation({ summary: '证书图片（PNG，服务端绘制）' })
  @Access('public')
  @Raw()
  @Get('certificate/image')
  async image(@Query() q: CertificateQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const png = await this.certificates.image(q.code.toUpperCase());
    void reply.type('image/png').header('cache-control', 'public, max-age=86400');
    return png;
  }
}
