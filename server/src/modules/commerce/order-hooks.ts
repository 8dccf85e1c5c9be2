import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderEntity } from './entities/order.entity';

/** What the buyer's client knew when the order was created. */
export interface OrderContext {
  /** the anonymous visitor id the client kept since its first visit */
  visitorId?: string;
}

/**
 * Listeners of the order lifecycle (the partner program's attribution and commission ledger).
 * Each runs inside the transaction that changes the order, so their writes commit or roll back
 * with it; a duplicate payment notification never reaches `paid` twice.
 */
export interface OrderListener {
  created?(em: EntityManager, order: OrderEntity, ctx: OrderContext): Promise<void>;
  paid?(em: EntityManager, order: OrderEntity, paidAt: Date): Promise<void>;
  /** one successful refund (partial or the last one); `order.refundedFen` already includes it */
  refunded?(em: EntityManager, order: OrderEntity, refundedAt: Date, refund: RefundFact): Promise<void>;
}

/** A refund that reached the buyer: its own number and amount. */
export interface RefundFact {
  refundNo: string;
  amountFen: number;
}

@Injectable()
export class OrderHooks {
  private readonly listeners: OrderListener[] = [];

  register(listener: OrderListener): void {
    this.listeners.push(listener);
  }

  async created(em: EntityManager, order: OrderEntity, ctx: OrderContext): Promise<void> {
    for (const l of this.listeners) await l.created?.(em, order, ctx);
  }

  async paid(em: EntityManager, order: OrderEntity, paidAt: Date): Promise<void> {
    for (const l of this.listeners) await l.paid?.(em, order, paidAt);
  }

  async refunded(em: EntityManager, order: OrderEntity, refundedAt: Date, refund: RefundFact): Promise<void> {
    for (const l of this.listeners) await l.refunded?.(em, order, refundedAt, refund);
  }
}
