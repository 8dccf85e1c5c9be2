import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { ORDER_MESSAGES, ProductCategory, ProductView, TARGETED_KINDS } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { inTransaction } from '../../database/transaction';
import { toProductView } from './commerce.mapper';
import type { EquitySaveDto, ProductSaveDto } from './dto/product.dto';
import { ProductEquityEntity } from './entities/product-equity.entity';
import { ProductEntity } from './entities/product.entity';

/** Products and the equities they grant. */
@Injectable()
export class CatalogService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(opts: { category?: ProductCategory; onSaleOnly: boolean }): Promise<ProductView[]> {
    const where: Record<string, unknown> = {};
    if (opts.category) where.category = opts.category;
    if (opts.onSaleOnly) where.onSale = true;
    const products = await this.ds.getRepository(ProductEntity).find({ where, order: { sort: 'ASC', id: 'ASC' } });
    return this.withEquities(products);
  }

  async byIds(ids: string[]): Promise<ProductView[]> {
    const valid = ids.filter((id) => /^\d{1,19}$/.test(id));
    if (!valid.length) return [];
    const products = await this.ds.getRepository(ProductEntity).find({ where: { id: In(valid) }, order: { sort: 'ASC', id: 'ASC' } });
    return this.withEquities(products);
  }

  async entity(productId: string): Promise<ProductEntity> {
    const p = /^\d{1,19}$/.test(productId) ? await this.ds.getRepository(ProductEntity).findOneBy({ id: productId }) : null;
    if (!p) throw AppException.notFound(ORDER_MESSAGES.productMissing);
    return p;
  }

  async view(productId: string): Promise<ProductView> {
    return (await this.withEquities([await this.entity(productId)]))[0];
  }

  /** Buyable: on sale and granting something. */
  async buyable(productId: string): Promise<ProductEntity> {
    const p = await this.entity(productId);
    if (!p.onSale) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.productOffSale);
    return p;
  }

  /** Pass the transaction's manager when inside one: a second pooled connection per transaction starves the pool under load. */
  equitiesOf(productId: string, em: EntityManager = this.ds.manager): Promise<ProductEquityEntity[]> {
    return em.getRepository(ProductEquityEntity).find({ where: { productId }, order: { id: 'ASC' } });
  }

  async save(dto: ProductSaveDto): Promise<ProductView> {
    const repo = this.ds.getRepository(ProductEntity);
    const patch = {
      name: dto.name.trim(),
      category: dto.category,
      description: dto.description?.trim() ?? '',
      benefits: dto.benefits?.trim() ?? '',
      priceFen: dto.price_fen,
      originalPriceFen: dto.original_price_fen ?? 0,
      onSale: dto.on_sale,
      sort: dto.sort ?? 0,
    };
    if (dto.product_id) {
      await this.entity(dto.product_id);
      await repo.update({ id: dto.product_id }, patch);
      return this.view(dto.product_id);
    }
    const saved = await repo.save(repo.create(patch));
    return this.view(saved.id);
  }

  async saveEquity(dto: EquitySaveDto): Promise<ProductView> {
    await this.entity(dto.product_id);
    const targeted = TARGETED_KINDS.includes(dto.kind);
    const targetId = (dto.target_id ?? '').trim();
    if (targeted && !targetId) throw AppException.invalid([{ field: 'target_id', message: '请填写权益对应的课程、题单或训练营 id' }]);
    const row = { productId: dto.product_id, kind: dto.kind, targetId: targeted ? targetId : '', durationDays: dto.duration_days };
    const repo = this.ds.getRepository(ProductEquityEntity);
    if (dto.equity_id) {
      const res = await repo.update({ id: dto.equity_id, productId: dto.product_id }, row);
      if (!res.affected) throw AppException.notFound('权益不存在');
    } else {
      await repo.insert(row);
    }
    return this.view(dto.product_id);
  }

  async deleteEquity(productId: string, equityId: string): Promise<ProductView> {
    const res = await this.ds.getRepository(ProductEquityEntity).delete({ id: equityId, productId });
    if (!res.affected) throw AppException.notFound('权益不存在');
    return this.view(productId);
  }

  /** A product that was ever ordered is taken off sale instead of deleted (orders keep their name). */
  async remove(productId: string): Promise<null> {
    await this.entity(productId);
    await inTransaction(this.ds, async (em) => {
      const ordered = await em.query('SELECT 1 FROM orders WHERE product_id = ? LIMIT 1', [productId]);
      if ((ordered as unknown[]).length) {
        await em.getRepository(ProductEntity).update({ id: productId }, { onSale: false });
        return;
      }
      await em.getRepository(ProductEquityEntity).delete({ productId });
      await em.getRepository(ProductEntity).delete({ id: productId });
    });
    return null;
  }

  private async withEquities(products: ProductEntity[]): Promise<ProductView[]> {
    if (!products.length) return [];
    const equities = await this.ds.getRepository(ProductEquityEntity).find({ where: { productId: In(products.map((p) => p.id)) }, order: { id: 'ASC' } });
    return products.map((p) => toProductView(p, equities));
  }
}
