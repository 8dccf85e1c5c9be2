import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermitModule } from '../commerce/permit.module';
import { StorageModule } from '../storage/storage.module';
import { UserEntity } from './entities/user.entity';
import { UserAdminController } from './user.admin.controller';
import { UserController } from './user.controller';
import { UserRepository } from './user.repository';
import { UserPresenter } from './user.presenter';
import { UserService } from './user.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), StorageModule, PermitModule],
  controllers: [UserController, UserAdminController],
  providers: [UserRepository, UserService, UserPresenter],
  exports: [UserRepository, UserPresenter],
})
export class UserModule {}
