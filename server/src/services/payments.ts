/**
 * Card payments through one gateway interface ("Card payments", gateways/types.ts). `PAYMENT_PROVIDER`
 * chooses the implementation: `test` (the hosted test page this API serves, the default) or `moyasar`.
 * Whatever the gateway, the shop reads the payment back from it (`fetchPayment`) before it believes
 * anything: a redirect or a notification only says when to look.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMoyasarGateway } from './gateways/moyasar';
import { createTestGateway, type TestGateway } from './gateways/test-gateway';
import type { PaymentGateway } from './gateways/types';

/** The gateway PAYMENT_PROVIDER names. */
export function defaultGateway(db: Db, config: Config): PaymentGateway {
  const payments = config.payments;
  return payments.provider === 'moyasar' ? createMoyasarGateway({ secretKey: payments.secretKey, apiUrl: payments.apiUrl }) : createTestGateway(db);
}

/** The test gateway, whose payment page this API serves itself. */
export const isTestGateway = (gateway: PaymentGateway | null): gateway is TestGateway => gateway?.name === 'test' && 'charge' in gateway;
