import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserTokenEntity } from './entities/user-token.entity';
import { SessionGuard } from './session.guard';
import { TokenRepository } from './token.repository';
import { TokenService } from './token.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserTokenEntity]), UserModule],
  controllers: [AuthController],
  providers: [TokenRepository, TokenService, AuthService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [TokenService],
})
export class AuthModule {}
