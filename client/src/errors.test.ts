import { describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf, fieldErrorsOf, httpStatusOf, messageOf } from './errors.ts';
import { trpcFailure } from './errors.testing.ts';

describe('errors of either door', () => {
  it('reads the field errors of a tRPC failure and of a REST failure alike', () => {
    const list = [{ param: 'location.lat', msg: 'Latitude harus antara -90 dan 90' }];
    expect(fieldErrorsOf(trpcFailure('Validasi gagal', 400, list))).toEqual(list);
    expect(fieldErrorsOf(new ApiError('Validasi gagal', 400, list))).toEqual(list);
    expect(fieldErrorsOf(new Error('boom'))).toEqual([]);
    expect(fieldErrorsOf(trpcFailure('Tidak ditemukan', 404))).toEqual([]);
  });

  it('tells the HTTP status, or null when no answer arrived', () => {
    expect(httpStatusOf(trpcFailure('Forbidden', 403))).toBe(403);
    expect(httpStatusOf(new ApiError('Terlalu besar', 413))).toBe(413);
    expect(httpStatusOf(new ApiError('Tidak ada koneksi', 0))).toBeNull();
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it("shows the server's message for a refused request and the fallback otherwise", () => {
    expect(messageOf(trpcFailure('Email sudah terdaftar', 409), 'Gagal')).toBe('Email sudah terdaftar');
    expect(messageOf(trpcFailure('Internal server error', 500), 'Gagal menyimpan')).toBe('Gagal menyimpan');
    expect(messageOf(new TypeError('Failed to fetch'), 'Gagal memuat')).toBe('Gagal memuat');
    expect(messageOf(new ApiError('Tidak ada koneksi internet', 0), 'Gagal')).toBe('Tidak ada koneksi internet');
  });

  it("names the failure by the server's code from either door, or by its status", () => {
    expect(errorCodeOf(trpcFailure('Bukan UMKM Anda', 403, undefined, 'NOT_OWNER'))).toBe('NOT_OWNER');
    expect(errorCodeOf(new ApiError('Bukan UMKM Anda', 403, [], 'NOT_OWNER'))).toBe('NOT_OWNER');
    expect(errorCodeOf(trpcFailure('Bad gateway', 502))).toBe('INTERNAL');
    expect(errorCodeOf(new ApiError('Terlalu besar', 413))).toBe('TOO_LARGE');
    expect(errorCodeOf(new ApiError('Tidak ada koneksi', 0))).toBeNull();
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
