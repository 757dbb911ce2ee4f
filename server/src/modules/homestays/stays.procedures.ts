import type { z } from 'zod';
import {
  HOMESTAY_TEXTS,
  rotationInput,
  rotationOutput,
  stayAccessInput,
  stayAssignInput,
  stayCreatedSchema,
  stayCreateInput,
  stayGridInput,
  stayGridOutput,
  stayIdInput,
  stayListInput,
  stayListOutput,
  staySchema,
  stayStatusInput,
  visitorStaySchema,
} from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import { rest } from '../../rest/rest-facts.ts';
import { formLimit, publicProcedure, shopProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { assignStay, cancelStayByVisitor, changeStayStatus, createStay, readGrid, readRotation, readStay, readStays, readVisitorStay } from './stays.service.ts';

const T = HOMESTAY_TEXTS;

/** The stays' procedures, spread into the homestays router (paths `homestays.<name>`). */
export const stayProcedures = {
  // ---------------------------------------------------------------- visitors
  /**
   * A visitor's stay: a room, or none to let the village choose the household. The nights are
   * checked and taken under the room's lock; 409 names the nights that are full.
   */
  createStay: publicProcedure
    .meta({ ...rest('POST', '/api/stays', { status: 201, message: T.stayCreated }), tags: ['homestays'] })
    .input(stayCreateInput)
    .use(formLimit<z.output<typeof stayCreateInput>>('stays', (input) => input.customer_phone))
    .output(stayCreatedSchema)
    .meta(audited('stays', { action: 'create' }))
    .mutation(({ ctx, input }) => createStay(ctx, input)),

  /** The visitor's page, by code and key (404 for a wrong key as for an unknown code); kept by no cache. */
  stayByCode: publicProcedure
    .meta({ ...rest('GET', '/api/stays/code/:code'), noStore: true })
    .input(stayAccessInput)
    .output(visitorStaySchema)
    .query(({ ctx, input }) => readVisitorStay(ctx, input)),

  cancelStayByCode: publicProcedure
    .meta({ ...rest('POST', '/api/stays/code/:code/cancel', { message: T.stayCancelled }), tags: ['homestays'] })
    .input(stayAccessInput)
    .output(visitorStaySchema)
    .meta(audited('stays', { id: { input: 'code' }, key: 'code', action: 'cancel' }))
    .mutation(({ ctx, input }) => cancelStayByVisitor(ctx, input)),

  // ---------------------------------------------------------------- staff and owners
  /** Newest first; an owner sees only their own homestay's stays. */
  stays: shopProcedure
    .meta(rest('GET', '/api/stays'))
    .input(stayListInput)
    .output(stayListOutput)
    .query(({ ctx, input }) => readStays(ctx, input)),

  /** The tape chart: rooms by nights for two weeks or a month, with stays and blocked nights. */
  grid: shopProcedure
    .meta(rest('GET', '/api/stays/grid'))
    .input(stayGridInput)
    .output(stayGridOutput)
    .query(({ ctx, input }) => readGrid(ctx, input)),

  /** Per household the period's guest-nights and income, and whose turn is next. */
  rotation: siteRunnerProcedure
    .meta(rest('GET', '/api/stays/rotation'))
    .input(rotationInput)
    .output(rotationOutput)
    .query(({ ctx, input }) => readRotation(ctx, input.month)),

  stay: shopProcedure
    .meta(rest('GET', '/api/stays/:id'))
    .input(stayIdInput)
    .output(staySchema)
    .query(({ ctx, input }) => readStay(ctx, input.id)),

  /** Status, payment, reason and notes; a stay brought back takes its nights again if they are free. */
  updateStayStatus: siteRunnerProcedure
    .meta({ ...rest('PUT', '/api/stays/:id/status', { message: T.stayUpdated }), tags: ['homestays'] })
    .input(stayStatusInput)
    .output(staySchema)
    .meta(audited('stays', { action: 'status' }))
    .mutation(({ ctx, input }) => changeStayStatus(ctx, input)),

  /** Keep the household the village proposed, or move the stay to another room with a reason. */
  assignStay: siteRunnerProcedure
    .meta({ ...rest('PUT', '/api/stays/:id/assign', { message: T.stayReassigned }), tags: ['homestays'] })
    .input(stayAssignInput)
    .output(staySchema)
    .meta(audited('stays', { action: 'assign' }))
    .mutation(({ ctx, input }) => assignStay(ctx, input)),
};
