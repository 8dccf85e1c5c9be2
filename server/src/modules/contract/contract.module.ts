import { Module } from '@nestjs/common';
import { ContractAdminController, ContractController } from './contract.controller';
import { ContractService } from './contract.service';

/** SPEC §2 /contract: user agreement and privacy policy, versioned, edited in the console. */
@Module({ controllers: [ContractController, ContractAdminController], providers: [ContractService] })
export class ContractModule {}
