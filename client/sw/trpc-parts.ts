/**
 * tRPC batches the queries a page asks at the same moment into one GET
 * (`/trpc/a,b?batch=1&input={"0":…,"1":…}`), and which queries travel together depends on timing:
 * a page opened again without a signal may ask for `home.get,destinations.list` where the visit
 * before asked for each alone. So every answer kept is also kept per procedure and input, and a
 * batch never seen whole is put together from those parts.
 */

/** One procedure call of a batch: a key that does not depend on how the URL was encoded. */
export interface BatchPart {
  key: string;
}

/** The calls of a tRPC GET, in order, or null if the URL is not one. */
export function batchParts(url: URL): BatchPart[] | null {
  if (!url.pathname.startsWith('/trpc/')) return null;
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  let inputs: Record<string, unknown> = {};
  const raw = url.searchParams.get('input');
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') inputs = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const batched = url.searchParams.get('batch') === '1';
  return procedures.map((procedure, i) => {
    const input = batched ? inputs[String(i)] : inputs;
    return { key: `${url.origin}/trpc-part/${procedure}?input=${encodeURIComponent(JSON.stringify(input ?? null))}` };
  });
}

const PARTS_CACHE = 'public-answer-parts';

/** Keeps each call of a successful batch answer under its own key. */
export async function keepParts(url: URL, response: Response): Promise<void> {
  const parts = batchParts(url);
  if (!parts || url.searchParams.get('batch') !== '1') return;
  const answers: unknown = await response.json();
  if (!Array.isArray(answers) || answers.length !== parts.length) return;
  const cache = await caches.open(PARTS_CACHE);
  await Promise.all(
    parts.map((part, i) =>
      cache.put(part.key, new Response(JSON.stringify(answers[i]), { headers: { 'content-type': 'application/json' } })),
    ),
  );
}

/** A batch answer put together from kept parts, or null when any part was never seen. */
export async function assembleFromParts(url: URL): Promise<Response | null> {
  const parts = batchParts(url);
  if (!parts || url.searchParams.get('batch') !== '1') return null;
  const cache = await caches.open(PARTS_CACHE);
  const answers: unknown[] = [];
  for (const part of parts) {
    const kept = await cache.match(part.key);
    if (!kept) return null;
    answers.push(await kept.json());
  }
  return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } });
}
