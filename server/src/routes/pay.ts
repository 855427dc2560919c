/**
 * The `test` gateway's hosted payment page ("Card payments"), at the root as a gateway's own site would be:
 * `GET /pay/{id}` shows the amount, the shop's name and the card form, in Arabic or English;
 * `POST /pay/{id}` checks the card (Luhn, network, expiry, CVC), approves or declines it by the test
 * cards, tells the shop to read the payment, and sends the shopper back to the order's return page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { VIEWS_DIR } from '../config';
import type { Db } from '../db/client';
import type { Lang } from '@shared/lang';
import { pageLanguage } from '../i18n';
import { PAGE_TEXT } from '../messages/pages';
import type { CardPayments } from '../services/card-payments';
import { checkCard, networkPatterns, type CardProblem } from '../services/cards';
import { DECLINED_TEST_CARDS, type TestGateway, type TestPaymentRow } from '../services/gateways/test-gateway';
import { formatSar } from '../services/money';
import { shopName } from '../services/store';
import { OWN_PAGE_HELMET } from '../plugins/security';
import { ErrorRef, HtmlPage } from './common';

export interface PayRouteOptions {
  db: Db;
  gateway: TestGateway;
  cardPayments: CardPayments;
}

const PAY_SCRIPT = readFileSync(join(VIEWS_DIR, 'pay.js'), 'utf8');
const NETWORK_NAMES = JSON.stringify({ visa: 'Visa', mastercard: 'Mastercard', mada: 'mada' });
const NETWORKS = JSON.stringify(networkPatterns());
const TEST_CARDS = [
  { number: '4111 1111 1111 1111', network: 'Visa', approves: true },
  { number: '5555 5555 5555 4444', network: 'Mastercard', approves: true },
  { number: '4464 0400 0000 0007', network: 'mada', approves: true },
  ...DECLINED_TEST_CARDS.map((digits) => ({
    number: digits.replace(/(\d{4})(?=\d)/g, '$1 '),
    network: digits.startsWith('4') ? 'Visa' : digits.startsWith('5888') ? 'mada' : 'Mastercard',
    approves: false,
  })),
];
const FIELD_OF: Record<CardProblem, string> = {
  numberInvalid: 'number',
  networkUnsupported: 'number',
  nameRequired: 'name',
  expiryInvalid: 'expiry',
  cvcInvalid: 'cvc',
};

const Params = Type.Object({ id: Type.String({ pattern: '^tpay_[A-Za-z0-9_-]{8,40}$' }) });
const Card = Type.Object({
  number: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 120 }),
  expiry: Type.String({ maxLength: 10 }),
  cvc: Type.String({ maxLength: 8 }),
  lang: Type.Optional(Type.String({ maxLength: 5 })),
});

const payRoutes: FastifyPluginAsync<PayRouteOptions> = async (app, { db, gateway, cardPayments }) => {
  await app.register(formbody);

  const languageOf = (request: FastifyRequest, chosen?: string) => pageLanguage(chosen ?? (request.query as { lng?: string }).lng, request.headers);

  /** The page may send its form on to the shop's return page, wherever the shop is (CSP form-action). */
  function allowReturn(reply: FastifyReply, returnUrl: string) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/form-action [^;]*/, `form-action 'self' ${new URL(returnUrl).origin}`));
  }

  async function render(reply: FastifyReply, payment: TestPaymentRow, lang: Lang, extra: { problem?: CardProblem; values?: Static<typeof Card> } = {}) {
    const t = PAGE_TEXT[lang];
    const base = { lang, t, shopName: await shopName(db, lang), switchHref: `/pay/${payment.id}?lng=${lang === 'ar' ? 'en' : 'ar'}` };
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (payment.status !== 'initiated' || payment.expiresAt.getTime() <= Date.now()) {
      return reply.view('pay-closed', { ...base, title: t.pay.title, heading: t.pay.closed, text: t.pay.closedText, returnUrl: payment.returnUrl });
    }
    allowReturn(reply, payment.returnUrl);
    return reply.view('pay', {
      ...base,
      title: t.pay.title,
      id: payment.id,
      description: payment.description,
      amount: formatSar(payment.amountHalalas, lang),
      returnUrl: payment.returnUrl,
      networks: NETWORKS,
      networkNames: NETWORK_NAMES,
      testCards: TEST_CARDS,
      problem: extra.problem ? t.pay.problems[extra.problem] : null,
      field: extra.problem ? FIELD_OF[extra.problem] : null,
      values: { number: extra.values?.number ?? '', name: extra.values?.name ?? '', expiry: extra.values?.expiry ?? '' },
    });
  }

  async function missing(reply: FastifyReply, lang: Lang) {
    const t = PAGE_TEXT[lang];
    return reply
      .code(404)
      .view('pay-closed', { lang, t, shopName: await shopName(db, lang), switchHref: null, title: t.pay.title, heading: t.pay.missing, text: t.pay.closedText, returnUrl: null });
  }

  app.get('/pay/pay.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(PAY_SCRIPT),
  );

  app.get<{ Params: Static<typeof Params> }>(
    '/pay/:id',
    {
      helmet: OWN_PAGE_HELMET,
      schema: {
        tags: ['payments'],
        summary: "The test gateway's payment page (HTML)",
        params: Params,
        querystring: Type.Object({ lng: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: HtmlPage('The card form, or that the payment is over'), 400: ErrorRef, 404: HtmlPage('No such payment') },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request);
      const payment = await gateway.find(request.params.id);
      return payment ? render(reply, payment, lang) : missing(reply, lang);
    },
  );

  app.post<{ Params: Static<typeof Params>; Body: Static<typeof Card> }>(
    '/pay/:id',
    {
      helmet: OWN_PAGE_HELMET,
      schema: {
        tags: ['payments'],
        summary: 'Pay with a card on the test gateway; answers a redirect to the shop',
        params: Params,
        body: Card,
        consumes: ['application/x-www-form-urlencoded'],
        response: {
          200: HtmlPage('The page again: the payment is still open, or already over'),
          303: { description: "Paid or declined: on to the shop's return page" },
          400: ErrorRef,
          404: HtmlPage('No such payment'),
          422: HtmlPage('The card failed its checks (number, expiry or CVC), with the form again'),
        },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.body.lang);
      const payment = await gateway.find(request.params.id);
      if (!payment) return missing(reply, lang);
      if (payment.status !== 'initiated') return render(reply, payment, lang);
      const checked = checkCard(request.body);
      if ('problem' in checked) return render(reply.code(422), payment, lang, { problem: checked.problem, values: request.body });
      const charged = await gateway.charge(payment.id, checked);
      // As a gateway notifies the shop; the shop then reads the payment back itself.
      await cardPayments.syncGatewayPayment(payment.id).catch((error: unknown) => request.log.error({ err: error }, 'The shop could not read a test payment'));
      if (!charged || charged.status === 'initiated') return render(reply, charged ?? payment, lang);
      allowReturn(reply, charged.returnUrl);
      return reply.header('Cache-Control', 'no-store').redirect(charged.returnUrl, 303);
    },
  );
};

export default payRoutes;
