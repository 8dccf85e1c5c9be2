import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { smsCaptchaProviders } from '../../providers/sms-captcha.providers';
import { ActivityService } from './activity.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserTokenEntity } from './entities/user-token.entity';
import { PhoneAuthController } from './phone-auth.controller';
import { PhoneAuthService } from './phone-auth.service';
import { SessionGuard } from './session.guard';
import { SmsCodeService } from './sms-code.service';
import { TokenRepository } from './token.repository';
import { TokenService } from './token.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserTokenEntity]), UserModule],
  controllers: [AuthController, PhoneAuthController],
  providers: [...smsCaptchaProviders, TokenRepository, TokenService, AuthService, SmsCodeService, PhoneAuthService, ActivityService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [TokenService, SmsCodeService],
})
export class AuthModule {}
