import {
  getVendorBankChange,
  getVendorLedger,
  getVendorOpenPayables,
  getVendorPayments,
  getVendorPaymentVoucher,
  MODULE_GATES,
  postVendorPayment,
  postVendorPaymentReverse,
  ledgerStatementMessages as S,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendExport } from '../../lib/list-export.js';
import { vendorStatement } from './ledger-statement.js';
import { sendPdf, statementPdf } from './ledger-statement.pdf.js';
import { statementXlsx } from './ledger-statement.xlsx.js';
import { paymentVoucher, vendorBankChange } from './payment-voucher.js';
import * as service from './settlement.service.js';

const vendorModule = { module: MODULE_GATES.vendor } as const;

/**
 * Vendor Settlement: payments to vendors and their allocation to payables, reversals,
 * the payment list, a vendor's open payables and its ledger (JSON, or with `format=xlsx` / `pdf` its
 * statement of account as a file). The tenant in paths and bodies is
 * checked by the guards; rights (recording and reversing are an ADMIN's) by the service.
 */
export const settlementRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(postVendorPayment),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.createPayment(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(postVendorPaymentReverse),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.reversePayment(ctx, request.auth, request.body)),
    });

    app.route({
      ...routeOf(getVendorPayments),
      config: vendorModule,
      handler: async (request, reply) => {
        const { rows, total } = await service.listPayments(ctx, request.auth, request.query);
        return reply.code(202).header(TOTAL_COUNT_HEADER, String(total)).send(rows);
      },
    });

    app.route({
      ...routeOf(getVendorOpenPayables),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await service.listOpenPayables(ctx, request.auth, request.params.vendorId)),
    });

    // The vendor's bank details changed lately (the payment screen warns), and a
    // payment's voucher (PDF) saying so.
    app.route({
      ...routeOf(getVendorBankChange),
      config: vendorModule,
      handler: async (request, reply) =>
        reply.code(202).send(await vendorBankChange(ctx, request.auth, request.params.vendorId)),
    });

    app.route({
      ...routeOf(getVendorPaymentVoucher),
      config: vendorModule,
      handler: async (request, reply) => {
        const voucher = await paymentVoucher(ctx, request.auth, request.params.paymentId);
        return sendPdf(reply, voucher.fileName, await voucher.pdf());
      },
    });

    app.route({
      ...routeOf(getVendorLedger),
      config: vendorModule,
      handler: async (request, reply) => {
        const { format = 'json', ...period } = request.query;
        const vendorId = request.params.vendorId;
        if (format === 'json') {
          return reply.code(202).send(await service.vendorLedger(ctx, request.auth, vendorId, period));
        }
        // The statement of account as a file: the same lines as the JSON.
        const statement = await vendorStatement(ctx, request.auth, vendorId, period);
        const fileName = S.fileName(
          statement.vendorCode,
          period.to ?? todayIsoIn(request.auth.timeZone),
          format,
        );
        if (format === 'xlsx') return sendExport(reply, 'xlsx', fileName, statementXlsx(statement));
        return sendPdf(reply, fileName, await statementPdf(statement));
      },
    });
  };
