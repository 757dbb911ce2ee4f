import {
  blockedNightSchema,
  blockNightInput,
  deletedOutput,
  freeNightInput,
  HOMESTAY_TEXTS,
  homestayAvailabilityInput,
  homestayAvailabilityOutput,
  homestayCreateInput,
  homestayIdInput,
  homestayListInput,
  homestayListOutput,
  homestayRefInput,
  homestaySchema,
  homestayUpdateInput,
  managedHomestaysOutput,
  roomCreateInput,
  roomIdInput,
  roomSchema,
  roomUpdateInput,
} from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, shopProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { blockNight, deleteRoom, freeNight } from './homestays.repo.ts';
import {
  changeHomestay,
  changeRoom,
  createHomestay,
  createRoom,
  managedRoom,
  readAvailability,
  readHomestay,
  readHomestayList,
  readManagedHomestays,
  removeHomestay,
} from './homestays.service.ts';
import { stayProcedures } from './stays.procedures.ts';
import { calendarProcedures } from './calendar.procedures.ts';

const T = HOMESTAY_TEXTS;

export const homestaysRouter = router({
  // ---------------------------------------------------------------- visitors
  /** Published homestays with their rooms; with `from`/`to` (and `guests`) which have a fitting room free, from what price. */
  list: publicReadProcedure
    .meta({ ...rest('GET', '/api/homestays'), tags: ['homestays', 'msme'] })
    .input(homestayListInput)
    .output(homestayListOutput)
    .query(({ ctx, input }) => readHomestayList(ctx, input)),

  /** The homestays a caller edits: staff every one, an owner their own household's. */
  managed: shopProcedure
    .meta(rest('GET', '/api/homestays/managed'))
    .output(managedHomestaysOutput)
    .query(({ ctx }) => readManagedHomestays(ctx)),

  /** A published homestay by id or slug, with its active rooms. */
  get: publicReadProcedure
    .meta({ ...rest('GET', '/api/homestays/:id'), tags: ['homestays', 'msme'] })
    .input(homestayRefInput)
    .output(homestaySchema)
    .query(({ ctx, input }) => readHomestay(ctx, input.id)),

  /** Per night and room the units free, and the house's state per night (free, few, full, closed). */
  availability: publicReadProcedure
    .meta({ ...rest('GET', '/api/homestays/:id/availability'), tags: ['homestays'] })
    .input(homestayAvailabilityInput)
    .output(homestayAvailabilityOutput)
    .query(({ ctx, input }) => readAvailability(ctx, input)),

  // ---------------------------------------------------------------- staff and owners
  /** Under an UMKM partner of category homestay: the owner's own, or any for staff. */
  create: shopProcedure
    .meta(rest('POST', '/api/homestays', { status: 201, message: T.created }))
    .input(homestayCreateInput)
    .output(homestaySchema)
    .meta(audited('homestays'))
    .mutation(({ ctx, input }) => createHomestay(ctx, input)),

  /** Fields left out keep what is stored. */
  update: shopProcedure
    .meta(rest('PUT', '/api/homestays/:id', { message: T.updated }))
    .input(homestayUpdateInput)
    .output(homestaySchema)
    .meta(audited('homestays'))
    .mutation(({ ctx, input }) => changeHomestay(ctx, input)),

  /** Staff only; its stays keep the names they were booked under. */
  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/homestays/:id', { message: T.deleted }))
    .input(homestayIdInput)
    .output(deletedOutput)
    .meta(audited('homestays'))
    .mutation(({ ctx, input }) => removeHomestay(ctx, input.id)),

  createRoom: shopProcedure
    .meta(rest('POST', '/api/homestays/:homestay_id/rooms', { status: 201, message: T.roomCreated }))
    .input(roomCreateInput)
    .output(roomSchema)
    .meta(audited('homestay_rooms'))
    .mutation(({ ctx, input }) => createRoom(ctx, input)),

  updateRoom: shopProcedure
    .meta(rest('PUT', '/api/homestay-rooms/:id', { message: T.roomUpdated }))
    .input(roomUpdateInput)
    .output(roomSchema)
    .meta(audited('homestay_rooms'))
    .mutation(({ ctx, input }) => changeRoom(ctx, input)),

  /** A room with stays keeps them (their room is then unnamed by id); closing it is `active: false`. */
  removeRoom: shopProcedure
    .meta(rest('DELETE', '/api/homestay-rooms/:id', { message: T.roomDeleted }))
    .input(roomIdInput)
    .output(deletedOutput)
    .meta(audited('homestay_rooms'))
    .mutation(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.id);
      if (!(await deleteRoom(ctx.db, input.id))) throw notFound(T.roomNotFound);
      return { id: input.id };
    }),

  /** Closes every unit of a room for a night (sold elsewhere, family use); again: a new reason. */
  blockNight: shopProcedure
    .meta(rest('POST', '/api/homestay-rooms/:room_id/blocked-nights', { status: 201, message: T.nightBlocked }))
    .input(blockNightInput)
    .output(blockedNightSchema)
    .meta(audited('homestay_blocked_nights', { action: 'block' }))
    .mutation(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.room_id);
      return blockNight(ctx.db, { room_id: input.room_id, night: input.night, reason: input.reason ?? null, created_by: ctx.user.id });
    }),

  freeNight: shopProcedure
    .meta(rest('DELETE', '/api/homestay-rooms/:room_id/blocked-nights/:night', { message: T.nightFreed }))
    .input(freeNightInput)
    .output(blockedNightSchema)
    .meta(audited('homestay_blocked_nights', { action: 'free', nameFrom: 'night' }))
    .mutation(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.room_id);
      const freed = await freeNight(ctx.db, input.room_id, input.night);
      if (!freed) throw notFound(T.blockNotFound);
      return freed;
    }),

  ...stayProcedures,
  ...calendarProcedures,
});
